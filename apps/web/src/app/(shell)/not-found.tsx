import { NotFoundView } from '../../modules/layout/components/NotFoundView';

// A notFound() inside the shell (e.g. /myPage/<unknown>) is caught here, inside the shell's own
// header and footer; the root not-found, which brings its own shell, serves unmatched addresses.
export default function NotFound() {
  return <NotFoundView />;
}
