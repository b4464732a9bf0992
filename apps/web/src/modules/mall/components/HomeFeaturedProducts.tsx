import Link from 'next/link';
import { FeaturedInnovationProductsDocument } from '../../../graphql/generated/operations/featured-innovation-products';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { requestServerGraphql } from '../../graphql/utils/server-graphql';
import { ChevronRightIcon } from '../../ui/components/icons';
import { ProductCard } from './ProductCard';

/**
 * The home page's strip of the mall (server component): up to four products on the mall now,
 * newest first. Renders nothing when there are none or the API cannot answer, so the home page
 * never waits on it to show an error.
 */
export async function HomeFeaturedProducts() {
  const result = await requestServerGraphql(FeaturedInnovationProductsDocument);
  if (isGraphqlFailure(result)) {
    console.warn(`[featuredInnovationProducts] ${result.code}: ${result.message}`);
    return null;
  }
  const products = result.featuredInnovationProducts;
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby="home-mall-heading"
      className="mx-auto w-full max-w-[1200px] px-4 py-8 desktop:px-6"
    >
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2
            id="home-mall-heading"
            className="text-lg font-extrabold text-gray-900 desktop:text-xl"
          >
            혁신제품몰
          </h2>
          <p className="mt-1 text-sm text-gray-600">조달청 혁신제품으로 지정된 건설 자재와 장비</p>
        </div>
        <Link
          href="/mall"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          전체 보기
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3 desktop:grid-cols-4 desktop:gap-4">
        {products.map((item) => (
          <li key={item.id}>
            <ProductCard item={item} href={`/mall/${item.id}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
