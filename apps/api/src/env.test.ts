import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, REPO_ROOT, parseEnv as parseEnvWith } from './env';

const INSTALL_SECRET = 'the-secret-generated-for-this-install-0123456789';
const installSecretDirs: string[] = [];

/** parseEnv with the install secret read from memory (the real file is tested on its own). */
function parseEnv(source: NodeJS.ProcessEnv): ReturnType<typeof parseEnvWith> {
  return parseEnvWith(source, {
    readInstallSecret: (dataDir) => {
      installSecretDirs.push(dataDir);
      return INSTALL_SECRET;
    },
  });
}

function readProblems(source: NodeJS.ProcessEnv): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('parseEnv accepted the environment');
}

const PRODUCTION_BASE = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-that-is-long-enough-123',
  DATABASE_URL: 'postgres://app@db.internal:5432/gongsa',
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'https://s3.ap-northeast-2.amazonaws.com',
  S3_BUCKET: 'gongsa-uploads',
  S3_REGION: 'ap-northeast-2',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
  BUSINESS_STATUS_DRIVER: 'nts',
  NTS_SERVICE_KEY: 'nts-service-key',
  SMS_DRIVER: 'http',
  SMS_API_URL: 'https://sms.example.com/v1/messages',
  SMS_API_KEY: 'sms-api-key',
  GEOCODER_DRIVER: 'http',
  KAKAO_REST_API_KEY: 'kakao-rest-api-key',
  PAYMENT_GATEWAY: 'nicepay',
  NICEPAY_MID: 'gongsa001m',
  NICEPAY_MERCHANT_KEY: 'production-merchant-key',
  PUSH_DRIVER: 'fcm',
  FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({
    project_id: 'gongsa-market',
    client_email: 'push@gongsa-market.iam.gserviceaccount.com',
    private_key: '-----BEGIN PRIVATE KEY-----\nMII…\n-----END PRIVATE KEY-----\n',
  }),
  ALIMTALK_DRIVER: 'bizmessage',
  BIZMESSAGE_API_URL: 'https://api.bizmessage.example',
  BIZMESSAGE_API_KEY: 'bizmessage-api-key',
  BIZMESSAGE_SENDER_KEY: 'kakao-sender-key',
};

describe('parseEnv', () => {
  it('gives a working development setup with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      nodeEnv: 'development',
      devTools: false,
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, 'data'),
      webOrigins: ['http://localhost:3000'],
      publicApiUrl: 'http://localhost:4000',
      storage: { driver: 'local', uploadDir: path.join(REPO_ROOT, 'data', 'uploads') },
      uploadMaxBytes: 20 * 1024 * 1024,
      shouldSeedDemo: true,
    });
    // Without JWT_SECRET the install's own secret signs tokens (no secret from the repository).
    expect(env.jwtSecret).toBe(INSTALL_SECRET);
    expect(installSecretDirs.at(-1)).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('uses JWT_SECRET when it is set, and a test-only secret in the test suite', () => {
    expect(parseEnv({ JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
    const test = parseEnv({ NODE_ENV: 'test' }).jwtSecret;
    expect(test).not.toBe(INSTALL_SECRET);
    expect(test.length).toBeGreaterThanOrEqual(32);
  });

  it('turns the development tools on only when asked, and never in production', () => {
    expect(parseEnv({ DEV_TOOLS: 'true' }).devTools).toBe(true);
    expect(readProblems({ ...PRODUCTION_BASE, DEV_TOOLS: 'true' })).toEqual([
      'DEV_TOOLS: 운영 환경에서는 개발 도구를 켤 수 없습니다.',
    ]);
  });

  it('points file URLs at this server by default', () => {
    expect(parseEnv({ PORT: '4555' }).publicApiUrl).toBe('http://localhost:4555');
  });

  it('treats empty variables as unset and trims trailing slashes from URLs', () => {
    const env = parseEnv({
      PORT: '',
      PUBLIC_API_URL: 'https://api.gongsa.kr/',
      WEB_ORIGIN: 'https://gongsa.kr, https://www.gongsa.kr',
    });
    expect(env.port).toBe(4000);
    expect(env.publicApiUrl).toBe('https://api.gongsa.kr');
    expect(env.webOrigins).toEqual(['https://gongsa.kr', 'https://www.gongsa.kr']);
  });

  const SANDBOX_IN_PRODUCTION =
    'PAYMENT_GATEWAY: 운영 환경에서는 실제 결제가 없는 sandbox 결제를 쓸 수 없습니다. PAYMENT_GATEWAY=nicepay 로 설정하세요. (시험용 서버라면 ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION=true)';

  it('names every bad variable with a Korean explanation', () => {
    const problems = readProblems({ PORT: 'abc', STORAGE_DRIVER: 'ftp', UPLOAD_MAX_BYTES: '-1' });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT: 0–65535 사이의 정수여야 합니다.',
        'STORAGE_DRIVER: local 또는 s3 여야 합니다.',
        'UPLOAD_MAX_BYTES: 양의 정수(바이트)여야 합니다.',
      ]),
    );
  });

  it('rejects a DATABASE_URL that is not a PostgreSQL address', () => {
    expect(readProblems({ DATABASE_URL: 'mysql://localhost/db' })).toEqual([
      'DATABASE_URL: postgres:// 로 시작하는 연결 주소여야 합니다.',
    ]);
  });

  it('requires every S3 variable when S3 storage is chosen', () => {
    expect(readProblems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })).toEqual([
      'S3_ENDPOINT: STORAGE_DRIVER=s3 일 때 반드시 설정해야 합니다.',
      'S3_REGION: STORAGE_DRIVER=s3 일 때 반드시 설정해야 합니다.',
      'S3_ACCESS_KEY_ID: STORAGE_DRIVER=s3 일 때 반드시 설정해야 합니다.',
      'S3_SECRET_ACCESS_KEY: STORAGE_DRIVER=s3 일 때 반드시 설정해야 합니다.',
    ]);
  });

  it('refuses production without a JWT secret or with local adapters', () => {
    expect(readProblems({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: 운영 환경에서는 반드시 설정해야 합니다.',
      'STORAGE_DRIVER: 운영 환경에서 local 저장소를 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
      'DATABASE_URL: 운영 환경에서 내장 PGlite 를 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
      'SMS_DRIVER: 운영 환경에서 인증번호를 로그로만 남기는 local 발송을 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
      'BUSINESS_STATUS_DRIVER: 운영 환경에서 데모 사업자 상태표를 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
      'GEOCODER_DRIVER: 운영 환경에서 시/도 중심 좌표만 주는 local 지오코더를 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
      SANDBOX_IN_PRODUCTION,
      'PUSH_DRIVER: 운영 환경에서 푸시를 보내지 않고 기록만 하는 local 발송을 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
      'ALIMTALK_DRIVER: 운영 환경에서 알림톡을 보내지 않고 기록만 하는 local 발송을 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
    ]);
  });

  it('reads the FCM service account as JSON or base64, and needs every BizMessage key', () => {
    const env = parseEnv(PRODUCTION_BASE);
    expect(env.notifications.push).toEqual({
      driver: 'fcm',
      projectId: 'gongsa-market',
      serviceAccount: {
        clientEmail: 'push@gongsa-market.iam.gserviceaccount.com',
        privateKey: '-----BEGIN PRIVATE KEY-----\nMII…\n-----END PRIVATE KEY-----\n',
        tokenUri: 'https://oauth2.googleapis.com/token',
      },
      apiUrl: 'https://fcm.googleapis.com',
      webOrigin: 'http://localhost:3000',
    });
    expect(env.notifications.alimtalk).toEqual({
      driver: 'bizmessage',
      apiUrl: 'https://api.bizmessage.example',
      apiKey: 'bizmessage-api-key',
      senderKey: 'kakao-sender-key',
    });
    const base64 = Buffer.from(PRODUCTION_BASE.FCM_SERVICE_ACCOUNT_JSON).toString('base64');
    expect(
      parseEnv({ ...PRODUCTION_BASE, FCM_SERVICE_ACCOUNT_JSON: base64, FCM_PROJECT_ID: 'other' })
        .notifications.push,
    ).toMatchObject({ driver: 'fcm', projectId: 'other' });
    expect(
      readProblems({
        ...PRODUCTION_BASE,
        FCM_SERVICE_ACCOUNT_JSON: '{"client_email":"x"}',
        BIZMESSAGE_SENDER_KEY: '',
      }),
    ).toEqual([
      'FCM_SERVICE_ACCOUNT_JSON: client_email 과 private_key 가 있는 서비스 계정 키(JSON 또는 그 base64)여야 합니다.',
      'BIZMESSAGE_SENDER_KEY: ALIMTALK_DRIVER=bizmessage 일 때 반드시 설정해야 합니다.',
    ]);
    expect(parseEnv({}).notifications).toEqual({
      push: { driver: 'local' },
      alimtalk: { driver: 'local' },
    });
  });

  it('allows local adapters in production only when explicitly allowed, the payment sandbox only by its own switch', () => {
    const localAdapters = {
      NODE_ENV: 'production',
      JWT_SECRET: PRODUCTION_BASE.JWT_SECRET,
      ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION: 'true',
    };
    // Points bought in the sandbox cost nothing and a refund pays them out for real.
    expect(readProblems(localAdapters)).toEqual([SANDBOX_IN_PRODUCTION]);
    const env = parseEnv({ ...localAdapters, ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true' });
    expect(env.payments.driver).toBe('sandbox');
    expect(env.storage.driver).toBe('local');
    expect(env.shouldSeedDemo).toBe(false);
  });

  it('accepts a complete production setup', () => {
    const env = parseEnv(PRODUCTION_BASE);
    expect(env.isProduction).toBe(true);
    expect(env.storage).toEqual({
      driver: 's3',
      s3: {
        endpoint: 'https://s3.ap-northeast-2.amazonaws.com',
        bucket: 'gongsa-uploads',
        region: 'ap-northeast-2',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret',
        publicUrl: undefined,
      },
    });
  });

  it('needs the gateway address and key for SMS_DRIVER=http', () => {
    expect(readProblems({ SMS_DRIVER: 'http' })).toEqual([
      'SMS_API_URL: SMS_DRIVER=http 일 때 반드시 설정해야 합니다.',
      'SMS_API_KEY: SMS_DRIVER=http 일 때 반드시 설정해야 합니다.',
    ]);
    expect(parseEnv({}).sms).toEqual({ driver: 'local' });
    expect(parseEnv(PRODUCTION_BASE).sms).toEqual({
      driver: 'http',
      apiUrl: 'https://sms.example.com/v1/messages',
      apiKey: 'sms-api-key',
      senderNumber: undefined,
    });
  });

  it('geocodes locally by default and needs the Kakao REST key for GEOCODER_DRIVER=http', () => {
    expect(parseEnv({}).geocoder).toEqual({ driver: 'local' });
    expect(readProblems({ GEOCODER_DRIVER: 'http' })).toEqual([
      'KAKAO_REST_API_KEY: GEOCODER_DRIVER=http 일 때 반드시 설정해야 합니다.',
    ]);
    expect(readProblems({ GEOCODER_DRIVER: 'naver' })).toEqual([
      'GEOCODER_DRIVER: local 또는 http 여야 합니다.',
    ]);
    expect(parseEnv(PRODUCTION_BASE).geocoder).toEqual({
      driver: 'http',
      baseUrl: 'https://dapi.kakao.com',
      apiKey: 'kakao-rest-api-key',
    });
    expect(
      parseEnv({ ...PRODUCTION_BASE, GEOCODER_BASE_URL: 'http://127.0.0.1:9000/' }).geocoder,
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:9000' });
  });

  it('pays through the sandbox by default and through NicePay with its own merchant in production', () => {
    expect(parseEnv({}).payments).toEqual({
      driver: 'sandbox',
      mid: 'nicepay00m',
      merchantKey: expect.stringMatching(/^EYzu8jGG/),
      timeoutMs: 15_000,
    });
    // Development may try NicePay's own test merchant without any key of ours.
    expect(parseEnv({ PAYMENT_GATEWAY: 'nicepay' }).payments).toMatchObject({
      driver: 'nicepay',
      mid: 'nicepay00m',
      apiUrl: 'https://webapi.nicepay.co.kr',
      windowUrl: 'https://web.nicepay.co.kr/v3/v3Payment.jsp',
    });
    expect(parseEnv({ ...PRODUCTION_BASE, PAYMENT_GATEWAY_TIMEOUT_MS: '20000' }).payments).toEqual({
      driver: 'nicepay',
      mid: 'gongsa001m',
      merchantKey: 'production-merchant-key',
      apiUrl: 'https://webapi.nicepay.co.kr',
      windowUrl: 'https://web.nicepay.co.kr/v3/v3Payment.jsp',
      timeoutMs: 20_000,
    });
    expect(readProblems({ ...PRODUCTION_BASE, NICEPAY_MID: '', NICEPAY_MERCHANT_KEY: '' })).toEqual(
      [
        'NICEPAY_MID: 운영 환경에서 PAYMENT_GATEWAY=nicepay 일 때 반드시 설정해야 합니다.',
        'NICEPAY_MERCHANT_KEY: 운영 환경에서 PAYMENT_GATEWAY=nicepay 일 때 반드시 설정해야 합니다.',
      ],
    );
    expect(readProblems({ PAYMENT_GATEWAY: 'toss' })).toEqual([
      'PAYMENT_GATEWAY: sandbox 또는 nicepay 여야 합니다.',
    ]);
  });

  it('runs jobs in the API on PGlite and in the worker on PostgreSQL unless told otherwise', () => {
    expect(parseEnv({}).jobs).toEqual({ runInProcess: true });
    expect(parseEnv({ DATABASE_URL: PRODUCTION_BASE.DATABASE_URL }).jobs).toEqual({
      runInProcess: false,
    });
    expect(
      parseEnv({ DATABASE_URL: PRODUCTION_BASE.DATABASE_URL, JOBS_RUN_IN_PROCESS: 'true' }).jobs,
    ).toEqual({ runInProcess: true });
    expect(readProblems({ JOBS_RUN_IN_PROCESS: 'false' })).toEqual([
      'JOBS_RUN_IN_PROCESS: 내장 PGlite 에서는 작업을 API 프로세스에서만 실행할 수 있어 false 로 둘 수 없습니다. (DATABASE_URL 을 설정하면 별도 워커를 쓸 수 있습니다)',
    ]);
    expect(readProblems({ JOBS_RUN_IN_PROCESS: 'sometimes' })).toEqual([
      'JOBS_RUN_IN_PROCESS: true 또는 false 여야 합니다.',
    ]);
  });

  it('rejects a short JWT secret and an unknown boolean', () => {
    expect(readProblems({ JWT_SECRET: 'short', SEED_DEMO: 'maybe' })).toEqual([
      'JWT_SECRET: 32자 이상의 임의 문자열이어야 합니다.',
      'SEED_DEMO: true 또는 false 여야 합니다.',
    ]);
  });
});
