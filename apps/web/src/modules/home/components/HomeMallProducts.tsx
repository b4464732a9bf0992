import type { InnovationProductCardFieldsFragment } from '../../../graphql/generated/graphql';
import { ProductCard } from '../../mall/components/ProductCard';
import { HomeSection } from './HomeSection';

/**
 * The mall's featured products on the home page (featuredInnovationProducts: up to four on show
 * now, newest first); nothing when the mall shows none.
 */
export function HomeMallProducts({
  products,
}: {
  products: InnovationProductCardFieldsFragment[];
}) {
  if (products.length === 0) return null;
  return (
    <HomeSection
      id="home-mall-title"
      title="혁신제품몰"
      description="조달청 혁신제품으로 지정된 건설 자재와 장비예요"
      more={{ href: '/mall', label: '전체 보기' }}
    >
      <ul className="grid grid-cols-2 gap-3 desktop:grid-cols-4 desktop:gap-5">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard item={product} href={`/mall/${product.id}`} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
