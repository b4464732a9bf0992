import { HomePage } from '../../modules/home/components/HomePage';

export default function Home() {
  return <HomePage />;
}
