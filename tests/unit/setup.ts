// Shared unit-test setup: the server's messages in every language. The check of every answer against openapi.json
// is each backend's own (tests/unit/contractCheck.ts, given as its replyCheck).
import '../../mirage/allMessages';
