import { generateKeyPair, hexToBytes, isValidPrivateKey, publicKeyOf, sha256Hex, signDigest, signMessage, verifyDigest, verifyMessage } from './crypto.js';

describe('SHA-256 (NIST FIPS 180-2 / CSRC "SHA256.pdf" example vectors)', () => {
  it.each([
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ])('hashes %j', (message, expected) => {
    expect(sha256Hex(message)).toBe(expected);
  });
});

// Deterministic ECDSA (RFC 6979 nonces, HMAC-SHA256) on secp256k1, message digest SHA-256(UTF-8 message), low-S.
// RFC 6979 itself has no secp256k1 vectors; these are the community's published ones: trezor-crypto's
// tests (trezor/trezor-firmware crypto/tests/test_check.c, "test_rfc6979"/"test_sign"), the same list in
// oleganza/CoreBitcoin and bitcoinjs-lib's ecdsa fixtures, first posted at https://bitcointalk.org/index.php?topic=285142.40.
const N_MINUS_1 = 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140';
const ONE = '0000000000000000000000000000000000000000000000000000000000000001';
const RFC6979_SECP256K1 = [
  {
    key: ONE,
    message: 'Satoshi Nakamoto',
    signature: '934b1ea10a4b3c1757e2b0c017d0b6143ce3c9a7e6a4a49860d7a6ab210ee3d8' + '2442ce9d2b916064108014783e923ec36b49743e2ffa1c4496f01a512aafd9e5',
  },
  {
    key: ONE,
    message: 'All those moments will be lost in time, like tears in rain. Time to die...',
    signature: '8600dbd41e348fe5c9465ab92d23e3db8b98b873beecd930736488696438cb6b' + '547fe64427496db33bf66019dacbf0039c04199abb0122918601db38a72cfc21',
  },
  {
    key: N_MINUS_1,
    message: 'Satoshi Nakamoto',
    signature: 'fd567d121db66e382991534ada77a6bd3106f0a1098c231e47993447cd6af2d0' + '6b39cd0eb1bc8603e159ef5c20a5c8ad685a45b06ce9bebed3f153d10d93bed5',
  },
  {
    key: 'f8b8af8ce3c7cca5e300d33939540c10d45ce001b8f252bfbc57ba0342904181',
    message: 'Alan Turing',
    signature: '7063ae83e7f62bbb171798131b4a0564b956930092b33b07b395615d9ec7e15c' + '58dfcc1e00a35e1572f366ffe34ba0fc47db1e7189759b9fb233c5b05ab388ea',
  },
  {
    key: 'e91671c46231f833a6406ccbea0e3e392c76c167bac1cb013f6f1013980455c2',
    message:
      'There is a computer disease that anybody who works with computers knows about.' +
      " It's a very serious disease and it interferes completely with the work." +
      " The trouble with computers is that you 'play' with them!",
    signature: 'b552edd27580141f3b2a5463048cb7cd3e047b97c9f98076c32dbdf85a68718b' + '279fa72dd19bfae05577e06c7c0c1900c371fcd5893f7e1d56a37d30174671f6',
  },
];

describe('ECDSA secp256k1 with RFC 6979 deterministic nonces', () => {
  it.each(RFC6979_SECP256K1)('signs $message as published', ({ key, message, signature }) => {
    expect(signMessage(message, key)).toBe(signature);
    expect(signDigest(sha256Hex(message), key)).toBe(signature);
    expect(verifyMessage(signature, message, publicKeyOf(key))).toBe(true);
  });

  it('derives the generator point as the public key of 1 (SEC 2 §2.4.1)', () => {
    expect(publicKeyOf(ONE)).toBe('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');
  });

  it('refuses a forged signature, a tampered message and the wrong key', () => {
    const { privateKey, publicKey } = generateKeyPair('bank-a');
    const signature = signMessage('pay 100 to supplier', privateKey);
    expect(verifyMessage(signature, 'pay 100 to supplier', publicKey)).toBe(true);
    expect(verifyMessage(signature, 'pay 900 to supplier', publicKey)).toBe(false);
    expect(verifyMessage(signature, 'pay 100 to supplier', generateKeyPair('bank-b').publicKey)).toBe(false);
    const forged = (signature.slice(0, 127) + (signature.endsWith('0') ? '1' : '0'));
    expect(verifyMessage(forged, 'pay 100 to supplier', publicKey)).toBe(false);
    // A signature made by another key over the same message does not pass for this key's.
    expect(verifyMessage(signMessage('pay 100 to supplier', generateKeyPair('mallory').privateKey), 'pay 100 to supplier', publicKey)).toBe(false);
    // Garbage never throws, it is just not valid.
    expect(verifyDigest('zz', sha256Hex('x'), publicKey)).toBe(false);
    expect(verifyDigest('00'.repeat(64), sha256Hex('x'), publicKey)).toBe(false);
    expect(verifyDigest(signature, sha256Hex('x'), '02' + '00'.repeat(32))).toBe(false);
  });

  it('refuses a high-S (malleated) copy of a valid signature', () => {
    const { privateKey, publicKey } = generateKeyPair('org');
    const digest = sha256Hex('tx');
    const signature = signDigest(digest, privateKey);
    const n = BigInt('0x' + 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141');
    const s = BigInt('0x' + signature.slice(64));
    const highS = signature.slice(0, 64) + (n - s).toString(16).padStart(64, '0');
    expect(verifyDigest(highS, digest, publicKey)).toBe(false);
  });

  it('makes the same key pair from the same seed, and different ones otherwise', () => {
    expect(generateKeyPair('case-1/core')).toEqual(generateKeyPair('case-1/core'));
    expect(generateKeyPair('case-1/core').privateKey).not.toBe(generateKeyPair('case-1/bank').privateKey);
    const random = generateKeyPair();
    expect(isValidPrivateKey(random.privateKey)).toBe(true);
    expect(random.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(random.privateKey).not.toBe(generateKeyPair().privateKey);
    expect(isValidPrivateKey('00'.repeat(32))).toBe(false);
    expect(() => hexToBytes('abc')).toThrow();
    expect(() => signDigest('abcd', random.privateKey)).toThrow();
  });
});
