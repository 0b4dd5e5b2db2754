import type { RouteDefinition } from "../route.ts";
import authLogin from "./auth-login.route.ts";
import authRegister from "./auth-register.route.ts";
import authUser from "./auth-user.route.ts";
import loginNavigation from "./login-navigation.route.ts";
import logoutNavigation from "./logout-navigation.route.ts";

/** Every call the adapter serves; a new call is a new route file and one line here. */
// biome-ignore lint/suspicious/noExplicitAny: routes differ in their body, query and params types.
export const routes: RouteDefinition<any, any, any>[] = [authRegister, authLogin, authUser, loginNavigation, logoutNavigation];
