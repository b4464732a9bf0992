import type { ReactNode } from 'react';

type DataTableProps = {
  caption: string;
  columns: ReadonlyArray<string>;
  /** Each row: its header cell, then the values. */
  rows: ReadonlyArray<{ key: string; header: ReactNode; cells: ReadonlyArray<ReactNode> }>;
  /** Hides the caption visually when a heading right above says the same. */
  isCaptionHidden?: boolean;
};

/**
 * Financial tables grow sideways with the years: on a phone the table scrolls inside its own
 * box, which is focusable so a keyboard can scroll it too.
 */
export function DataTable({ caption, columns, rows, isCaptionHidden = false }: DataTableProps) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-gray-200 print:overflow-visible print:border-black"
    >
      <table className="w-full min-w-max border-collapse text-left text-sm">
        <caption
          className={
            isCaptionHidden
              ? 'sr-only'
              : 'px-4 pt-3 pb-1 text-left text-sm font-semibold text-gray-700 print:text-black'
          }
        >
          {caption}
        </caption>
        <thead>
          <tr className="bg-gray-50 print:bg-white">
            {columns.map((column, index) => (
              <th
                key={`${column}-${index}`}
                scope="col"
                className={`border-b border-gray-200 px-4 py-2.5 font-semibold whitespace-nowrap text-gray-700 print:border-black print:text-black ${index === 0 ? '' : 'text-right'}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className="border-b border-gray-100 last:border-b-0 print:border-gray-400"
            >
              <th
                scope="row"
                className="px-4 py-2.5 font-medium whitespace-nowrap text-gray-800 print:text-black"
              >
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={index}
                  className="px-4 py-2.5 text-right whitespace-nowrap text-gray-800 tabular-nums print:text-black"
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
