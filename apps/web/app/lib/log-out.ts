// Logging out (SPEC.md section 4): the server revokes the token, and this device forgets it
// whatever the server answers, so a traveller who is offline is still logged out here.
import { hasErrorCode, request } from "../graphql/client.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { resetCredentials } from "./credentials.ts";

const LogoutDocument = graphql(`
  mutation Logout($everywhere: Boolean) {
    logout(everywhere: $everywhere) {
      message
    }
  }
`);

export interface LogoutOutcome {
  /** False when the server could not be told (other devices then stay logged in). */
  revoked: boolean;
  message: string;
}

export async function logOut({ everywhere = false }: { everywhere?: boolean } = {}): Promise<LogoutOutcome> {
  try {
    const result = await request(LogoutDocument, { everywhere });
    if (result.data) return { revoked: true, message: result.data.logout.message };
    // A token the server refuses opens nothing any more: forgetting it is all there is to do.
    if (hasErrorCode(result, "invalid-jwt")) {
      return { revoked: true, message: "You are logged out." };
    }
    return { revoked: false, message: "You are logged out on this device." };
  } catch {
    return {
      revoked: false,
      message: everywhere
        ? "You are logged out on this device. We could not reach our server to log out your other devices: please try again when you are online."
        : "You are logged out on this device.",
    };
  } finally {
    resetCredentials();
  }
}
