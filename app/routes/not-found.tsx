import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  context.logger.warn("404 page not found", { path: pathname });
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Oops! Page not found" }];
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function NotFoundPage() {
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </div>
  );
}
