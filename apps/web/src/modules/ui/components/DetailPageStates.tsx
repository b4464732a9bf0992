import { Button, ButtonLink } from './Button';

type DetailNotFoundProps = {
  title: string;
  description: string;
  /** Where to look for another one, e.g. the list page. */
  listHref: string;
  listLabel: string;
};

/** A detail page whose id does not exist (or is no longer shown): a plain Korean 404. */
export function DetailNotFound({ title, description, listHref, listLabel }: DetailNotFoundProps) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-16 text-center desktop:py-24">
      <p className="text-[64px] leading-none font-extrabold tracking-tight text-brand-600">404</p>
      <h1 className="mt-5 text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-[15px] leading-relaxed text-gray-600">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        <ButtonLink href={listHref} size="lg">
          {listLabel}
        </ButtonLink>
        <ButtonLink href="/" variant="outline" size="lg">
          홈으로 가기
        </ButtonLink>
      </div>
    </div>
  );
}

type DetailLoadErrorProps = {
  title: string;
  message: string;
  onRetry: () => void;
};

/** A detail page that could not be loaded: what failed, why, and a retry. */
export function DetailLoadError({ title, message, onRetry }: DetailLoadErrorProps) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-16 text-center">
      <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      <p role="alert" className="mt-3 text-[15px] text-gray-600">
        {message}
      </p>
      <Button className="mt-6" onClick={onRetry}>
        다시 시도
      </Button>
    </div>
  );
}
