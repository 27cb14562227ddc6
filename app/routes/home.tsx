import { useSite } from "#app/root.tsx";

export const meta = () => [{ title: "Home" }];

export default function Home() {
  const site = useSite();
  return (
    <main id="main">
      <section id="hero" className="px-6 py-32">
        <h1 className="text-4xl font-bold">Hi, I'm {site.ownerName}</h1>
      </section>
    </main>
  );
}
