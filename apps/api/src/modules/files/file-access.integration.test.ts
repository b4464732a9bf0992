import { portfolioImages, portfolios, users } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthHeadersForTest, uploadImageForTest } from '../../testing/accounts';
import {
  attachAnnouncementFileForTest,
  attachEstimateFileForTest,
  deleteAnnouncementForTest,
  insertAnnouncementForTest,
  insertApplyForTest,
} from '../../testing/announcements.repository';
import { insertCompanyForTest, insertUserForTest } from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { TEST_JWT_SECRET } from '../../testing/test-server';
import { signStorageKey, toSignatureQuery } from './file-url-signature';
import {
  PRIVATE_FILE_COLUMNS,
  PUBLIC_FILE_COLUMNS,
  REQUEST_FILE_COLUMNS,
  listFileReferenceColumns,
} from './files.repository';

type FileAnswer = { file: { id: string; url: string; thumbnailURL: string | null } | null };
type Who = 'anonymous' | 'stranger' | 'uploader' | 'owner' | 'admin';

const FILE_QUERY = 'query File($fileId: ID!) { file(fileId: $fileId) { id url thumbnailURL } }';
const NOT_ALLOWED =
  '이 파일을 볼 수 없습니다. 파일을 올린 사람과 공개된 곳에 붙은 파일만 볼 수 있습니다.';

describe('who may see a file and download it (issue 12, item 1; ADR 0021)', () => {
  const setUp = setUpTestServer(createTestDatabase);
  const headersOf = {} as Record<Who, Record<string, string>>;
  let owner: { userId: number; profileId: number };
  let applyId: number;
  let announcementId: number;

  beforeAll(async () => {
    const db = setUp.handle.db;
    owner = await insertCompanyForTest(db, { type: 'CONSUMER', name: '김의뢰' });
    const applicant = await insertCompanyForTest(db, { name: '견적건설' });
    const stranger = await insertCompanyForTest(db, { name: '남의건설' });
    const admin = await insertUserForTest(db, 'admin', { role: 'ADMIN' });
    headersOf.anonymous = {};
    headersOf.uploader = await createAuthHeadersForTest(applicant.userId);
    headersOf.owner = await createAuthHeadersForTest(owner.userId);
    headersOf.stranger = await createAuthHeadersForTest(stranger.userId);
    headersOf.admin = await createAuthHeadersForTest(admin.id);
    ({ id: announcementId } = await insertAnnouncementForTest(db, owner));
    applyId = await insertApplyForTest(db, {
      announcementId,
      userId: applicant.userId,
      profileId: applicant.profileId,
    });
  });

  async function askFile(fileId: string, who: Who) {
    const { body } = await setUp.server.graphql<FileAnswer>(FILE_QUERY, {
      variables: { fileId },
      headers: headersOf[who],
    });
    return body;
  }

  /** Who gets the file from file(fileId), and who is told it does not exist. */
  async function whoSees(fileId: string): Promise<Record<Who, 'file' | string>> {
    const entries = await Promise.all(
      (['anonymous', 'stranger', 'uploader', 'owner', 'admin'] as const).map(async (who) => {
        const body = await askFile(fileId, who);
        return [who, body.data?.file ? 'file' : (body.errors?.[0]?.message ?? 'nothing')] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<Who, 'file' | string>;
  }

  function withoutQuery(url: string): string {
    const link = new URL(url);
    link.search = '';
    return link.toString();
  }

  async function uploadAs(who: Who): Promise<string> {
    return uploadImageForTest(setUp.server, headersOf[who]);
  }

  it('shows an estimate file to the applicant, the request author and operators only', async () => {
    const fileId = await uploadAs('uploader');
    await attachEstimateFileForTest(setUp.handle.db, applyId, Number(fileId));

    expect(await whoSees(fileId)).toEqual({
      anonymous: '파일을 찾을 수 없습니다.',
      stranger: '파일을 찾을 수 없습니다.',
      uploader: 'file',
      owner: 'file',
      admin: 'file',
    });
  });

  it('keeps the estimate file of an apply still being written (or withdrawn) from the request’s author', async () => {
    const db = setUp.handle.db;
    const writer = await insertCompanyForTest(db, { name: '작성중건설' });
    const writerHeaders = await createAuthHeadersForTest(writer.userId);
    const draftApplyId = await insertApplyForTest(db, {
      announcementId,
      userId: writer.userId,
      profileId: writer.profileId,
      state: 'WRITING',
    });
    const fileId = await uploadImageForTest(setUp.server, writerHeaders);
    await attachEstimateFileForTest(db, draftApplyId, Number(fileId));
    expect((await askFile(fileId, 'owner')).errors?.[0]?.message).toBe('파일을 찾을 수 없습니다.');
    const own = await setUp.server.graphql<FileAnswer>(FILE_QUERY, {
      variables: { fileId },
      headers: writerHeaders,
    });
    expect(own.body.data?.file?.id).toBe(fileId);
  });

  it('downloads a private file only with its signature, and says when a link expired', async () => {
    const fileId = await uploadAs('uploader');
    await attachEstimateFileForTest(setUp.handle.db, applyId, Number(fileId));
    const { data } = await askFile(fileId, 'owner');
    const signed = data!.file!;
    expect(signed.url).toMatch(/\?expires=\d+&signature=[\w-]+$/);

    expect((await fetch(signed.url)).status).toBe(200);
    expect((await fetch(signed.thumbnailURL!)).status).toBe(200);
    expect((await fetch(signed.url)).headers.get('cache-control')).toMatch(
      /^private, max-age=\d+$/,
    );

    // The address without its signature, as anyone who saw it in a log or a Referer would have it.
    for (const url of [signed.url, signed.thumbnailURL!]) {
      const bare = await fetch(withoutQuery(url));
      expect(bare.status).toBe(403);
      expect(((await bare.json()) as { error: { message: string } }).error.message).toBe(
        NOT_ALLOWED,
      );
    }

    // Opened in a browser tab, the refusal is a page in Korean.
    const page = await fetch(withoutQuery(signed.url), { headers: { accept: 'text/html' } });
    expect(page.status).toBe(403);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain(`<p>${NOT_ALLOWED}</p>`);

    // Another file's signature does not open this one.
    const otherId = await uploadAs('uploader');
    const other = (await askFile(otherId, 'uploader')).data!.file!;
    const borrowed = withoutQuery(signed.url) + new URL(other.url).search;
    expect((await fetch(borrowed)).status).toBe(403);

    // A signature made an hour and a half ago has run out.
    const storageKey = new URL(signed.url).pathname.split('/')[2]!;
    const old = signStorageKey(TEST_JWT_SECRET, storageKey, new Date(Date.now() - 90 * 60_000));
    const expired = await fetch(withoutQuery(signed.url) + toSignatureQuery(old));
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toBe(
      '파일 주소의 사용 기간이 지났습니다. 페이지를 새로 고친 뒤 다시 열어 주세요.',
    );
  });

  it('keeps a fresh upload its uploader’s until something public refers to it', async () => {
    const fileId = await uploadAs('uploader');
    expect(await whoSees(fileId)).toEqual({
      anonymous: '파일을 찾을 수 없습니다.',
      stranger: '파일을 찾을 수 없습니다.',
      uploader: 'file',
      owner: '파일을 찾을 수 없습니다.',
      admin: 'file',
    });
    const signed = (await askFile(fileId, 'uploader')).data!.file!;
    expect((await fetch(withoutQuery(signed.url))).status).toBe(403);

    // The same file as the uploader's avatar is public: an address that does not expire.
    const db = setUp.handle.db;
    const uploaderId = Number(
      JSON.parse(
        Buffer.from(headersOf.uploader.authorization!.split('.')[1]!, 'base64url').toString(),
      ).sub,
    );
    await db
      .update(users)
      .set({ avatarFileId: Number(fileId) })
      .where(eq(users.id, uploaderId));
    const seen = (await askFile(fileId, 'anonymous')).data!.file!;
    expect(seen.url).toBe(withoutQuery(signed.url));
    const download = await fetch(seen.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('shows a request’s attachment to anyone while the request is live, then to its author', async () => {
    const fileId = await uploadAs('owner');
    await attachAnnouncementFileForTest(setUp.handle.db, announcementId, Number(fileId));
    const seen = (await askFile(fileId, 'anonymous')).data!.file!;
    expect(seen.url).not.toContain('?');
    expect((await fetch(seen.url)).status).toBe(200);

    await deleteAnnouncementForTest(setUp.handle.db, announcementId);
    expect(await whoSees(fileId)).toEqual({
      anonymous: '파일을 찾을 수 없습니다.',
      stranger: '파일을 찾을 수 없습니다.',
      uploader: '파일을 찾을 수 없습니다.',
      owner: 'file',
      admin: 'file',
    });
    expect((await fetch(seen.url)).status).toBe(403);
  });

  it('shows a portfolio’s photos to anyone while it is live, then to their uploader only', async () => {
    const db = setUp.handle.db;
    const company = await insertCompanyForTest(db, { name: '사진건설' });
    const companyHeaders = await createAuthHeadersForTest(company.userId);
    const mainId = await uploadImageForTest(setUp.server, companyHeaders);
    const otherId = await uploadImageForTest(setUp.server, companyHeaders);
    const [portfolio] = await db
      .insert(portfolios)
      .values({
        userId: company.userId,
        profileId: company.profileId,
        title: '욕실 리모델링',
        mainImageFileId: Number(mainId),
      })
      .returning({ id: portfolios.id });
    await db.insert(portfolioImages).values([
      { portfolioId: portfolio!.id, fileId: Number(mainId), priority: 0 },
      { portfolioId: portfolio!.id, fileId: Number(otherId), priority: 1 },
    ]);
    const seen = await Promise.all(
      [mainId, otherId].map(async (id) => (await askFile(id, 'anonymous')).data!.file!),
    );
    for (const file of seen) expect((await fetch(file.url)).status).toBe(200);

    await db
      .update(portfolios)
      .set({ deletedAt: new Date() })
      .where(eq(portfolios.id, portfolio!.id));
    for (const [index, id] of [mainId, otherId].entries()) {
      expect((await askFile(id, 'anonymous')).errors?.[0]?.message).toBe(
        '파일을 찾을 수 없습니다.',
      );
      expect((await fetch(seen[index]!.url)).status).toBe(403);
      const own = await setUp.server.graphql<FileAnswer>(FILE_QUERY, {
        variables: { fileId: id },
        headers: companyHeaders,
      });
      expect(own.body.data?.file).toBeTruthy();
    }
  });

  it('classifies every column that refers to a file (a new one must decide who sees it)', () => {
    const classified = [...PUBLIC_FILE_COLUMNS, ...REQUEST_FILE_COLUMNS, ...PRIVATE_FILE_COLUMNS];
    const name = (column: { name: string; table: unknown }) =>
      `${(column.table as { [key: symbol]: string })[Symbol.for('drizzle:Name')]}.${column.name}`;
    expect(listFileReferenceColumns().map(name).sort()).toEqual(classified.map(name).sort());
  });
});
