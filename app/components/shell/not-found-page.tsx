import { Link } from "react-router";

/** Spec §2: 'Oops! Page not found' with a 'Return to Home' link. */
export function NotFoundPage({ homePath = "/" }: { homePath?: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <Link to={homePath} className="font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </div>
  );
}
