import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The TTFs designs may use, shipped by npm packages so rendering never depends on the machine's
 * fonts: "Anton", "Permanent Marker", "DM Sans" (regular and bold) and the blackletter "Pirata One".
 */
export const DESIGN_FONT_FILES: string[] = [
  require.resolve("@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf"),
  require.resolve("@expo-google-fonts/permanent-marker/400Regular/PermanentMarker_400Regular.ttf"),
  require.resolve("@expo-google-fonts/dm-sans/400Regular/DMSans_400Regular.ttf"),
  require.resolve("@expo-google-fonts/dm-sans/700Bold/DMSans_700Bold.ttf"),
  require.resolve("@expo-google-fonts/pirata-one/400Regular/PirataOne_400Regular.ttf"),
];
