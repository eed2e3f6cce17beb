import Testing
import VaporTesting
@Test func t() {}
