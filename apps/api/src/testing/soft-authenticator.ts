import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for API tests: ES256 keys made with node:crypto, answers built
 * byte by byte as the WebAuthn spec lays them out (client data JSON, authenticator data, a CBOR
 * attestation object in the `none` format, a DER ECDSA signature over authData ‖ SHA-256(clientData)).
 * It shares nothing with the code under test except the CBOR encoder of the WebAuthn library, so a
 * verification that passes means the server checked a real, independently made signature. The e2e
 * suite uses Chromium's own virtual authenticator instead.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The user handle the relying party gave (base64url). */
  userHandle: string;
  counter: number;
}

export interface CeremonyOptions {
  challenge: string;
  rpId: string;
  origin: string;
  /** Flags of the authenticator data: user present (1), user verified (4). */
  flags?: number;
}

/** The registration answer (`navigator.credentials.create` as SimpleWebAuthn's JSON) and the credential it made. */
export function createCredential(options: CeremonyOptions & { userHandle: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const id = randomBytes(16);
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y, 'base64url'))],
    ]),
  );
  const length = Buffer.alloc(2);
  length.writeUInt16BE(id.length);
  const authData = Buffer.concat([
    sha256(options.rpId),
    Buffer.from([(options.flags ?? 0x05) | 0x40]), // + attested credential data
    Buffer.alloc(4), // sign count 0
    Buffer.alloc(16), // AAGUID
    length,
    id,
    Buffer.from(coseKey),
  ]);
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: options.origin, crossOrigin: false }));
  const attestationObject = isoCBOR.encode(new Map<string, string | Uint8Array | Map<string, never>>([['fmt', 'none'], ['attStmt', new Map<string, never>()], ['authData', new Uint8Array(authData)]]));
  const credential: SoftCredential = { id, privateKey, publicKey, userHandle: options.userHandle, counter: 0 };
  const response = {
    id: b64url(id),
    rawId: b64url(id),
    type: 'public-key' as const,
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
    response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal' as const] },
  };
  return { credential, response };
}

/** The sign-in answer (`navigator.credentials.get` as SimpleWebAuthn's JSON); the counter goes up by one. */
export function assert(credential: SoftCredential, options: CeremonyOptions) {
  credential.counter += 1;
  const count = Buffer.alloc(4);
  count.writeUInt32BE(credential.counter);
  const authData = Buffer.concat([sha256(options.rpId), Buffer.from([options.flags ?? 0x05]), count]);
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: options.origin, crossOrigin: false }));
  const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
  return {
    id: b64url(credential.id),
    rawId: b64url(credential.id),
    type: 'public-key' as const,
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
    response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
  };
}
