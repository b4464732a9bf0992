import { formatDateTime } from '@gongsa/domain';

export type SentItem = {
  id: string;
  /** The badge before the date (the opinion's type, the feedback's score); none when null. */
  label: string | null;
  createdAt: string;
  text: string;
};

/** What a member sent to the operators (opinions, feedback), newest first, with dates. */
export function SentItemList({ items }: { items: SentItem[] }) {
  return (
    <ul className="mt-3 grid gap-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl border border-gray-200 bg-white px-5 py-4">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {item.label ? (
              <span className="rounded-md bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
                {item.label}
              </span>
            ) : null}
            <time dateTime={item.createdAt} className="text-gray-600">
              {formatDateTime(item.createdAt)}
            </time>
          </div>
          <p className="mt-2 text-[15px] leading-relaxed break-words whitespace-pre-line text-gray-900">
            {item.text}
          </p>
        </li>
      ))}
    </ul>
  );
}
