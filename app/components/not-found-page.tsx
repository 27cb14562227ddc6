import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 text-center"
    >
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">The page you are looking for doesn't exist or has been moved.</p>
      <Link to="/" className="mt-8 inline-flex rounded-md bg-primary px-5 py-2.5 font-medium text-primary-foreground">
        Back to Home
      </Link>
    </main>
  );
}
