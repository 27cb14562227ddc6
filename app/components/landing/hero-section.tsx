import { useProfile, useSite } from "#app/root.tsx";

export function HeroSection() {
  const { ownerName } = useSite();
  const { headline } = useProfile();
  return (
    <section id="hero" aria-labelledby="hero-heading" className="scroll-mt-20 px-4 pt-36 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <h1 id="hero-heading" className="text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
          Hi, I'm <span className="text-primary">{ownerName}</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">{headline}</p>
      </div>
    </section>
  );
}
