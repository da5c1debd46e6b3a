// The cross-browser subset (suite.mjs) in Firefox ESR, headless, through geckodriver.
import { crossSuite } from "./suite.mjs";

crossSuite("firefox");
