// The cross-browser subset (suite.mjs) in WebKitGTK's MiniBrowser, through WebKitWebDriver on an
// Xvfb display.
import { crossSuite } from "./suite.mjs";

crossSuite("webkit");
