import { MyPageMenu } from './MyPageMenu';

/** /myPage: every area of My Page in one list (the phone's way in; on desktop beside the menu). */
export function MyPageIndex() {
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 py-6 desktop:px-6 desktop:py-10">
      <h1 className="text-xl font-extrabold text-gray-900 desktop:text-2xl">마이페이지</h1>
      <p className="mt-1 text-[15px] text-gray-600">
        견적 요청과 지원, 관심 업체, 내 정보를 한곳에서 관리하세요.
      </p>
      <div className="mt-6">
        <MyPageMenu variant="list" />
      </div>
    </div>
  );
}
