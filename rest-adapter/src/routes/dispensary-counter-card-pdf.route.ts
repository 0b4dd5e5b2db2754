import { counterCardRoute } from "./counter-card-route.ts";

export default counterCardRoute("pdf");
