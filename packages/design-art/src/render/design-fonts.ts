import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The TTFs designs may use, shipped by npm packages so rendering never depends on the machine's
 * fonts: "Anton", "Permanent Marker" and "DM Sans" (regular and bold).
 */
export const DESIGN_FONT_FILES: string[] = [
  require.resolve("@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf"),
  require.resolve("@expo-google-fonts/permanent-marker/400Regular/PermanentMarker_400Regular.ttf"),
  require.resolve("@expo-google-fonts/dm-sans/400Regular/DMSans_400Regular.ttf"),
  require.resolve("@expo-google-fonts/dm-sans/700Bold/DMSans_700Bold.ttf"),
];
