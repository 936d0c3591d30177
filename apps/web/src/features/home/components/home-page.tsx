/** The home page (storefront spec §2 "Home page"). */
export function HomePage() {
  return <h1 className="p-8 text-2xl font-bold">MakerShop</h1>;
}
