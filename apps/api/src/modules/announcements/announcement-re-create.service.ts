import type { Context } from '../../context';
import { requireUserId } from '../../context';
import {
  createReCreatedTemp,
  type AnnouncementTempData,
  type AnnouncementTempView,
} from '../announcement-temps';
import {
  selectAnnouncementCategoryRows,
  selectAnnouncementFileRows,
  selectAnnouncementLicenseRows,
} from './announcements.repository';
import {
  checkAnnouncementReCreatable,
  parseAnnouncementId,
  settleOwnAnnouncement,
} from './announcements.service';

/**
 * reCreateAnnouncement: a finished request (마감, 선정완료, 취소) copied into a new draft at the
 * last step, marked isReCreated so publishing it records where it came from. The request is read
 * here and the draft made through the announcement-temps face, so drafts never read requests.
 */
export async function reCreateAnnouncement(
  ctx: Pick<Context, 'db' | 'viewer'>,
  idInput: string,
  now: Date = new Date(),
): Promise<AnnouncementTempView> {
  const userId = requireUserId(ctx.viewer);
  const id = parseAnnouncementId(idInput);
  return ctx.db.transaction(async (tx) => {
    const announcement = await settleOwnAnnouncement(tx, userId, id, now);
    checkAnnouncementReCreatable(announcement, now);
    // One statement at a time: a transaction is one connection.
    const categoryRows = await selectAnnouncementCategoryRows(tx, [id]);
    const licenseRows = await selectAnnouncementLicenseRows(tx, [id]);
    const fileRows = await selectAnnouncementFileRows(tx, [id]);
    const imageIds = fileRows.filter((file) => file.kind === 'IMAGE').map((file) => file.file.id);
    const data: AnnouncementTempData = {
      categories__ids: categoryRows.map((category) => String(category.id)),
      type: announcement.type,
      workType: announcement.workType,
      workTypeEtc: announcement.workTypeEtc,
      orderType: announcement.orderType,
      fieldInfo: announcement.fieldInfo,
      fieldInfoEtc: announcement.fieldInfoEtc,
      sigungu: announcement.sigungu,
      address: announcement.address,
      addressDetail: announcement.addressDetail,
      latitude: announcement.latitude,
      longitude: announcement.longitude,
      bCode: announcement.bCode,
      bun: announcement.bun,
      ji: announcement.ji,
      workScope: announcement.workScope,
      workScopeEtc: announcement.workScopeEtc,
      hasLicense: announcement.hasLicense,
      license__ids: licenseRows.map((license) => String(license.licenseId)),
      isPossibleTaxBillIssue: announcement.isPossibleTaxBillIssue,
      isReqRentLedgerSubmitPossible: announcement.isReqRentLedgerSubmitPossible,
      description: announcement.description,
      images__ids: imageIds.map(String),
      files__ids: fileRows
        .filter((file) => file.kind === 'DOCUMENT')
        .map((file) => String(file.file.id)),
      mainImage__id:
        announcement.mainImageFileId !== null && imageIds.includes(announcement.mainImageFileId)
          ? String(announcement.mainImageFileId)
          : null,
      workStartSoon: announcement.workStartSoon,
      servicePriceType: announcement.servicePriceType,
      servicePrice: announcement.servicePrice,
      dailyWorkTermStart: announcement.dailyWorkTermStart,
      dailyWorkTermEnd: announcement.dailyWorkTermEnd,
      publisherName: announcement.publisherName,
      emergencyContact: announcement.emergencyContact,
      noticeTxt: announcement.noticeTxt,
      isEmergency: announcement.isEmergency,
      postingDay: announcement.postingDay as AnnouncementTempData['postingDay'],
    };
    return createReCreatedTemp(tx, { userId, reCreatedFromId: id, data }, now);
  });
}
