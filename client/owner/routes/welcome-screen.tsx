// The welcome link's refusal (welcome.tsx): its message over the sign-in screen.
import { getRouteApi } from "@tanstack/react-router";
import { SignIn } from "./sign-in-screen";

const welcomeRoute = getRouteApi("/welcome");

export function Welcome() {
  const { refusal } = welcomeRoute.useLoaderData();
  return <SignIn notice={refusal} />;
}
