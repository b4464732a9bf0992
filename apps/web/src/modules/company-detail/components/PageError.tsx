import { Button } from '../../ui/components/Button';

export function PageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-16 text-center">
      <h1 className="text-xl font-bold text-gray-900">업체 정보를 불러오지 못했습니다</h1>
      <p role="alert" className="mt-3 text-[15px] text-gray-600">
        {message}
      </p>
      <Button className="mt-6" onClick={onRetry}>
        다시 시도
      </Button>
    </div>
  );
}
