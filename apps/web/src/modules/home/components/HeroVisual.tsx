import { HandshakeIcon, PencilIcon, ScaleIcon } from '../../ui/components/icons';

function Bar({ className }: { className: string }) {
  return <span className={`block h-2 rounded-full bg-gray-200 ${className}`} />;
}

/** Decorative: the request → compare → select flow as floating cards (desktop hero only). */
export function HeroVisual() {
  return (
    <div
      aria-hidden="true"
      className="relative hidden h-[400px] w-[420px] shrink-0 select-none desktop:block"
    >
      <svg className="absolute inset-0 size-full" viewBox="0 0 420 400" fill="none">
        <path
          d="M100 100 C 100 160, 320 120, 320 200 S 120 260, 120 320"
          stroke="rgba(255,255,255,0.35)"
          strokeWidth="2"
          strokeDasharray="6 8"
        />
      </svg>

      <div className="absolute top-6 left-0 w-[230px] rotate-[-2deg] rounded-2xl bg-white p-4 shadow-2xl shadow-brand-950/40">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <PencilIcon className="size-5" />
          </span>
          <span className="text-[15px] font-bold text-gray-900">견적 요청 등록</span>
        </div>
        <div className="mt-4 space-y-2">
          <Bar className="w-4/5" />
          <Bar className="w-3/5" />
        </div>
      </div>

      <div className="absolute top-[104px] right-0 w-[240px] rotate-[1.5deg] rounded-2xl bg-white p-4 shadow-2xl shadow-brand-950/40">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
            <ScaleIcon className="size-5" />
          </span>
          <span className="text-[15px] font-bold text-gray-900">업체 견적 비교</span>
        </div>
        <ul className="mt-4 space-y-2.5">
          {['bg-brand-500', 'bg-accent-500', 'bg-gray-400'].map((color, index) => (
            <li key={color} className="flex items-center gap-2.5">
              <span className={`size-6 shrink-0 rounded-full ${color}`} />
              <Bar className={index === 0 ? 'w-24 bg-brand-100' : 'w-20'} />
              <Bar className="ml-auto w-10" />
            </li>
          ))}
        </ul>
      </div>

      <div className="absolute bottom-2 left-4 w-[220px] rotate-[-1deg] rounded-2xl bg-white p-4 shadow-2xl shadow-brand-950/40">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-emerald-50 text-success-600">
            <HandshakeIcon className="size-5" />
          </span>
          <span className="text-[15px] font-bold text-gray-900">업체 선정 완료</span>
        </div>
        <div className="mt-4 flex items-center gap-2">
          <span className="inline-flex h-6 items-center rounded-full bg-emerald-50 px-2.5 text-xs font-bold text-success-600">
            선정
          </span>
          <Bar className="w-24" />
        </div>
      </div>
    </div>
  );
}
