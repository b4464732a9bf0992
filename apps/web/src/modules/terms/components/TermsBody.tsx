import { parseTermsText } from '../utils/parse-terms-text';

/** A terms text from serviceManage, split into chapters, articles and items. */
export function TermsBody({ text }: { text: string | null | undefined }) {
  const blocks = parseTermsText(text);
  if (blocks.length === 0) {
    return (
      <p
        role="alert"
        className="rounded-xl bg-gray-50 px-5 py-8 text-center text-[15px] text-gray-700"
      >
        약관을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.
      </p>
    );
  }
  return (
    <div className="text-[15px] leading-[1.8] text-gray-800">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'chapter':
            return (
              <h2
                key={index}
                className="mt-10 border-b border-gray-200 pb-2 text-lg font-bold text-gray-900 first:mt-0"
              >
                {block.text}
              </h2>
            );
          case 'article':
            return (
              <h3 key={index} className="mt-7 text-base font-bold text-gray-900 first:mt-0">
                {block.text}
              </h3>
            );
          case 'item':
            return (
              <p key={index} className="mt-1 pl-4 -indent-4">
                {block.text}
              </p>
            );
          case 'paragraph':
            return (
              <p key={index} className="mt-2">
                {block.text}
              </p>
            );
        }
      })}
    </div>
  );
}
