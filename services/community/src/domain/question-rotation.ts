/**
 * The questions of the day, in the order they come round: one a day, back to the first after the
 * last. Open questions about what people smoke, where and how, that any member can answer with a
 * post; nothing that asks for medical advice or anything illegal.
 */
export const QUESTION_ROTATION: readonly string[] = [
  "What strain are you smoking today?",
  "What's your go-to strain for winding down after work?",
  "Which dispensary near you has the friendliest budtenders?",
  "Joint, bowl, bong or vape: how are you enjoying it today?",
  "What's the best munchie you've ever had?",
  "Which strain surprised you the most, for better or worse?",
  "What's your favorite strain for getting creative?",
  "Sativa, indica or hybrid: what's in your rotation this week?",
  "What album or playlist pairs best with your favorite strain?",
  "What's the best edible you've tried lately?",
  "Which local brand deserves more love?",
  "What's your favorite terpene profile: citrus, pine, earthy or sweet?",
  "What's the best deal you've found at a dispensary this month?",
  "What movie is best watched with a little help from your stash?",
  "Which strain name makes you laugh every time you see it?",
  "What's your favorite way to share a session with friends?",
  "Concentrates or flower: what are you reaching for today?",
  "What's the one accessory you can't do without?",
  "Which strain would you recommend to someone trying cannabis for the first time?",
  "What does your perfect lazy Sunday session look like?",
  "What's your favorite shirt or piece of cannabis merch?",
];
