import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustedProxies } from './app/client-ip';
import type { GeocoderConfig } from './modules/geocoding/geocoder';
import {
  parseNotificationChannelsEnv,
  type NotificationChannelsConfig,
} from './modules/notifications/channels/channels-env';
import {
  NICEPAY_API_URL,
  NICEPAY_TIMEOUT_MS,
  NICEPAY_WINDOW_URL,
} from './modules/payments/gateway/nicepay-gateway';
import {
  NICEPAY_TEST_MERCHANT_KEY,
  NICEPAY_TEST_MID,
} from './modules/payments/gateway/nicepay-signing';
import type { SmsConfig } from './modules/sms/sms-sender';
import { readOrCreateInstallSecret } from './install-secret';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Signs tokens only in the test suite's own processes (NODE_ENV=test without JWT_SECRET). Every
 * other process without JWT_SECRET uses the secret generated for this install (install-secret.ts).
 */
const TEST_ONLY_JWT_SECRET = 'gongsa-market-test-only-secret-never-used-elsewhere';
const MEBIBYTE = 1024 * 1024;

const booleanSchema = z.stringbool({
  truthy: ['true', '1', 'yes', 'on'],
  falsy: ['false', '0', 'no', 'off'],
  error: 'true 또는 false 여야 합니다.',
});

/** A whole number above zero (counts, limits, bytes), from its text in the environment. */
function positiveInteger(message = '양의 정수여야 합니다.') {
  return z.coerce.number({ error: message }).int(message).positive(message);
}

const httpUrlSchema = z
  .url({ protocol: /^https?$/, error: 'http:// 또는 https:// 로 시작하는 주소여야 합니다.' })
  .transform((value) => value.replace(/\/+$/, ''));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const rawEnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      error: 'development, test, production 중 하나여야 합니다.',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: '0–65535 사이의 정수여야 합니다.' })
    .int('0–65535 사이의 정수여야 합니다.')
    .min(0, '0–65535 사이의 정수여야 합니다.')
    .max(65535, '0–65535 사이의 정수여야 합니다.')
    .default(4000),
  // Loopback unless told otherwise: `npm start` is safe to leave running on a laptop.
  HOST: z.string().trim().min(1, '비어 있을 수 없습니다.').default('127.0.0.1'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'postgres:// 로 시작하는 연결 주소여야 합니다.')
      .optional(),
  ),
  DATA_DIR: optionalText,
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, '32자 이상의 임의 문자열이어야 합니다.').optional(),
  ),
  WEB_ORIGIN: z
    .string()
    .default('http://localhost:3000')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(httpUrlSchema).min(1, '하나 이상의 주소가 필요합니다.')),
  PUBLIC_API_URL: httpUrlSchema.optional(),
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'local 또는 s3 여야 합니다.' }).default('local'),
  S3_ENDPOINT: optionalText.pipe(httpUrlSchema.optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(httpUrlSchema.optional()),
  UPLOAD_MAX_BYTES: positiveInteger('양의 정수(바이트)여야 합니다.').default(20 * MEBIBYTE),
  UPLOAD_DAILY_MAX_FILES: positiveInteger().default(200),
  UPLOAD_DAILY_MAX_BYTES: positiveInteger('양의 정수(바이트)여야 합니다.').default(500 * MEBIBYTE),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'fatal, error, warn, info, debug, trace, silent 중 하나여야 합니다.',
    })
    .optional(),
  BUSINESS_STATUS_DRIVER: z
    .enum(['local', 'nts'], { error: 'local 또는 nts 여야 합니다.' })
    .default('local'),
  NTS_API_URL: httpUrlSchema.default('https://api.odcloud.kr/api/nts-businessman/v1/status'),
  NTS_SERVICE_KEY: optionalText,
  SMS_DRIVER: z.enum(['local', 'http'], { error: 'local 또는 http 여야 합니다.' }).default('local'),
  SMS_API_URL: optionalText.pipe(httpUrlSchema.optional()),
  SMS_API_KEY: optionalText,
  SMS_SENDER_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\d{2,4}-?\d{3,4}-?\d{4}$/, '전화번호 형식이어야 합니다. (예: 02-1234-5678)')
      .optional(),
  ),
  TRUSTED_PROXIES: z.string().default('127.0.0.1,::1'),
  PHONE_AUTH_MAX_SENDS_PER_IP: positiveInteger().default(20),
  LOGIN_MAX_FAILURES_PER_IP: positiveInteger().default(30),
  LOOKUP_MAX_PER_IP: positiveInteger().default(60),
  VISITOR_WRITES_MAX_PER_IP: positiveInteger().default(300),
  EVENT_ACTION_MAX_PER_IP: positiveInteger().default(300),
  SOCIAL_DRIVER: z.enum(['local', 'http'], { error: 'local 또는 http 여야 합니다.' }).optional(),
  KAKAO_API_URL: optionalText.pipe(httpUrlSchema.optional()),
  KAKAO_AUTH_URL: optionalText.pipe(httpUrlSchema.optional()),
  KAKAO_CLIENT_ID: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  NAVER_API_URL: optionalText.pipe(httpUrlSchema.optional()),
  NAVER_AUTH_URL: optionalText.pipe(httpUrlSchema.optional()),
  NAVER_CLIENT_ID: optionalText,
  NAVER_CLIENT_SECRET: optionalText,
  GEOCODER_DRIVER: z
    .enum(['local', 'http'], { error: 'local 또는 http 여야 합니다.' })
    .default('local'),
  GEOCODER_BASE_URL: httpUrlSchema.default('https://dapi.kakao.com'),
  KAKAO_REST_API_KEY: optionalText,
  PAYMENT_GATEWAY: z
    .enum(['sandbox', 'nicepay'], { error: 'sandbox 또는 nicepay 여야 합니다.' })
    .default('sandbox'),
  NICEPAY_MID: optionalText,
  NICEPAY_MERCHANT_KEY: optionalText,
  NICEPAY_API_URL: httpUrlSchema.default(NICEPAY_API_URL),
  NICEPAY_WINDOW_URL: httpUrlSchema.default(NICEPAY_WINDOW_URL),
  PAYMENT_GATEWAY_TIMEOUT_MS:
    positiveInteger('양의 정수(밀리초)여야 합니다.').default(NICEPAY_TIMEOUT_MS),
  FINANCIAL_INFO_COST_POINTS: z.coerce
    .number({ error: '0 이상의 정수여야 합니다.' })
    .int('0 이상의 정수여야 합니다.')
    .min(0, '0 이상의 정수여야 합니다.')
    .default(100),
  PUSH_DRIVER: z
    .enum(['local', 'fcm'], { error: 'local 또는 fcm 이어야 합니다.' })
    .default('local'),
  FCM_PROJECT_ID: optionalText,
  FCM_SERVICE_ACCOUNT_JSON: optionalText,
  FCM_API_URL: httpUrlSchema.default('https://fcm.googleapis.com'),
  ALIMTALK_DRIVER: z
    .enum(['local', 'bizmessage'], { error: 'local 또는 bizmessage 여야 합니다.' })
    .default('local'),
  BIZMESSAGE_API_URL: optionalText.pipe(httpUrlSchema.optional()),
  BIZMESSAGE_API_KEY: optionalText,
  BIZMESSAGE_SENDER_KEY: optionalText,
  ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION: booleanSchema.default(false),
  ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: booleanSchema.default(false),
  SEED_DEMO: booleanSchema.optional(),
  DEV_TOOLS: booleanSchema.default(false),
  JOBS_RUN_IN_PROCESS: booleanSchema.optional(),
});

type RawEnv = z.infer<typeof rawEnvSchema>;

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string | undefined;
};

export type BusinessStatusConfig =
  { driver: 'local' } | { driver: 'nts'; apiUrl: string; serviceKey: string };

/**
 * The payment gateway (ADR 0028): NicePay, or the sandbox this API serves under
 * /payment-sandbox (NicePay's test MID and key). `timeoutMs` is each call's whole deadline.
 */
export type PaymentGatewayConfig =
  | { driver: 'sandbox'; mid: string; merchantKey: string; timeoutMs: number }
  | {
      driver: 'nicepay';
      mid: string;
      merchantKey: string;
      apiUrl: string;
      windowUrl: string;
      timeoutMs: number;
    };

/**
 * Where the Kakao and Naver adapters send requests. A null URL means this API's own local fake
 * provider (/dev/oauth/<provider>), resolved against publicApiUrl when a request is made.
 */
export type SocialProviderConfig = {
  apiUrl: string | null;
  authUrl: string | null;
  clientId: string;
  clientSecret: string;
};

export type SocialConfig = {
  driver: 'local' | 'http';
  kakao: SocialProviderConfig;
  naver: SocialProviderConfig;
};

/** The well-known credentials the local fake providers accept (and the web uses by default). */
export const LOCAL_SOCIAL_CREDENTIALS = {
  kakao: { clientId: 'gongsa-local-kakao', clientSecret: 'gongsa-local-kakao-secret' },
  naver: { clientId: 'gongsa-local-naver', clientSecret: 'gongsa-local-naver-secret' },
} as const;

const REAL_SOCIAL_URLS = {
  kakao: { apiUrl: 'https://kapi.kakao.com', authUrl: 'https://kauth.kakao.com' },
  naver: { apiUrl: 'https://openapi.naver.com', authUrl: 'https://nid.naver.com' },
} as const;

export type Env = {
  nodeEnv: RawEnv['NODE_ENV'];
  isProduction: boolean;
  /**
   * The development surfaces (DEV_TOOLS=true, set by `npm run dev` and the browser tests): GraphiQL,
   * introspection, unmasked errors, field suggestions and the /dev/* helpers. Off in `npm start`.
   */
  devTools: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  webOrigins: string[];
  /** Peers whose X-Forwarded-For names the client (the web server); see app/client-ip.ts. */
  trustedProxies: ReadonlySet<string>;
  /** Base of file URLs handed to clients; defaults to this server on localhost. */
  publicApiUrl: string;
  storage: { driver: 'local'; uploadDir: string } | { driver: 's3'; s3: S3Config };
  uploadMaxBytes: number;
  /** What one account may upload in 24 hours (UPLOAD_DAILY_MAX_FILES / _BYTES), deleted files too. */
  uploadDailyQuota: { files: number; bytes: number };
  sms: SmsConfig;
  /** Verification-code sends allowed per client IP per hour. */
  phoneAuthMaxSendsPerIp: number;
  /** Failed sign-ins allowed from one client IP per 15 minutes, whatever accounts they try. */
  loginMaxFailuresPerIp: number;
  /**
   * Lookups that tell whether an email or a 법인등록번호 is taken (isExistEmail,
   * isDuplicateCompanyCode) allowed per client IP, and per signed-in account, per hour.
   */
  lookupMaxPerIp: number;
  /**
   * Visit records (createVisitorMeta, logVisitor) allowed per client IP, or per signed-in
   * account, per 10 minutes: a page load sends one or two, an office behind one address many.
   */
  visitorWritesMaxPerIp: number;
  /** recordEventAction calls allowed per client IP per 10 minutes (EVENT_ACTION_MAX_PER_IP). */
  eventActionMaxPerIp: number;
  /** Points a first view of a company's financial and credit info costs (FINANCIAL_INFO_COST_POINTS). */
  financialInfoCostPoints: number;
  businessStatus: BusinessStatusConfig;
  /** PAYMENT_GATEWAY and NICEPAY_*: never log it (it holds the merchant key). */
  payments: PaymentGatewayConfig;
  social: SocialConfig;
  /** Where published requests without coordinates get them (GEOCODER_DRIVER). */
  geocoder: GeocoderConfig;
  /** Web push (PUSH_DRIVER, FCM_*) and 알림톡 (ALIMTALK_DRIVER, BIZMESSAGE_*); never log it. */
  notifications: NotificationChannelsConfig;
  logLevel: NonNullable<RawEnv['LOG_LEVEL']>;
  shouldSeedDemo: boolean;
  /**
   * Whether the API itself polls the job queues and runs handlers (JOBS_RUN_IN_PROCESS). Always
   * on PGlite, where no second process can open the database; on PostgreSQL off by default, the
   * worker (npm run worker) runs them.
   */
  jobs: { runInProcess: boolean };
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`환경 변수 설정 오류:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * Parses the process environment once at start-up. Every problem is collected so an operator
 * fixes them in one go; each names the variable.
 */
export function parseEnv(
  source: NodeJS.ProcessEnv = process.env,
  options: {
    /** Where a process without JWT_SECRET gets its signing secret (tests pass their own). */
    readInstallSecret: (dataDir: string) => string;
  } = { readInstallSecret: readOrCreateInstallSecret },
): Env {
  // An exported-but-empty variable means "not set", not "zero" or "blank".
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = rawEnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => `${String(issue.path[0] ?? '환경')}: ${issue.message}`),
    );
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  const problems: string[] = [];

  if (isProduction && !raw.JWT_SECRET) {
    problems.push('JWT_SECRET: 운영 환경에서는 반드시 설정해야 합니다.');
  }
  if (isProduction && raw.DEV_TOOLS) {
    problems.push('DEV_TOOLS: 운영 환경에서는 개발 도구를 켤 수 없습니다.');
  }

  if (raw.STORAGE_DRIVER === 's3') {
    for (const name of S3_VARIABLES) {
      if (!raw[name]) problems.push(`${name}: STORAGE_DRIVER=s3 일 때 반드시 설정해야 합니다.`);
    }
  }

  if (raw.BUSINESS_STATUS_DRIVER === 'nts' && !raw.NTS_SERVICE_KEY) {
    problems.push('NTS_SERVICE_KEY: BUSINESS_STATUS_DRIVER=nts 일 때 반드시 설정해야 합니다.');
  }

  if (raw.GEOCODER_DRIVER === 'http' && !raw.KAKAO_REST_API_KEY) {
    problems.push('KAKAO_REST_API_KEY: GEOCODER_DRIVER=http 일 때 반드시 설정해야 합니다.');
  }

  if (raw.SMS_DRIVER === 'http') {
    for (const name of ['SMS_API_URL', 'SMS_API_KEY'] as const) {
      if (!raw[name]) problems.push(`${name}: SMS_DRIVER=http 일 때 반드시 설정해야 합니다.`);
    }
  }

  // Local adapters keep state on one machine; a production fleet behind a load balancer would
  // silently split its data, so they must be chosen deliberately.
  if (isProduction && !raw.ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION) {
    if (raw.STORAGE_DRIVER === 'local') {
      problems.push(
        'STORAGE_DRIVER: 운영 환경에서 local 저장소를 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
      );
    }
    if (!raw.DATABASE_URL) {
      problems.push(
        'DATABASE_URL: 운영 환경에서 내장 PGlite 를 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
      );
    }
    if (raw.SMS_DRIVER === 'local') {
      problems.push(
        'SMS_DRIVER: 운영 환경에서 인증번호를 로그로만 남기는 local 발송을 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
      );
    }
    if (raw.BUSINESS_STATUS_DRIVER === 'local') {
      problems.push(
        'BUSINESS_STATUS_DRIVER: 운영 환경에서 데모 사업자 상태표를 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
      );
    }
    if (raw.GEOCODER_DRIVER === 'local') {
      problems.push(
        'GEOCODER_DRIVER: 운영 환경에서 시/도 중심 좌표만 주는 local 지오코더를 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
      );
    }
  }

  // NicePay's test merchant charges nothing: production must name its own.
  // Its own switch, not ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION: points bought in the sandbox cost
  // nothing and a refund pays them out for real, so no other local adapter may bring it along.
  if (
    isProduction &&
    raw.PAYMENT_GATEWAY === 'sandbox' &&
    !raw.ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION
  ) {
    problems.push(
      'PAYMENT_GATEWAY: 운영 환경에서는 실제 결제가 없는 sandbox 결제를 쓸 수 없습니다. PAYMENT_GATEWAY=nicepay 로 설정하세요. (시험용 서버라면 ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION=true)',
    );
  }
  if (isProduction && raw.PAYMENT_GATEWAY === 'nicepay') {
    for (const name of ['NICEPAY_MID', 'NICEPAY_MERCHANT_KEY'] as const) {
      if (!raw[name]) {
        problems.push(
          `${name}: 운영 환경에서 PAYMENT_GATEWAY=nicepay 일 때 반드시 설정해야 합니다.`,
        );
      }
    }
  }

  const notificationChannels = parseNotificationChannelsEnv(raw, {
    problems,
    refusesLocal: isProduction && !raw.ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION,
    webOrigin: raw.WEB_ORIGIN[0] as string,
  });

  // Production talks to the real providers unless told otherwise; everything else uses the fakes.
  const socialDriver = raw.SOCIAL_DRIVER ?? (isProduction ? 'http' : 'local');
  if (isProduction && !raw.ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION && socialDriver === 'local') {
    problems.push(
      'SOCIAL_DRIVER: 운영 환경에서 가짜 카카오·네이버 로그인을 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
    );
  }

  // Only one process can open an embedded PGlite directory, so no worker could take the jobs.
  if (!raw.DATABASE_URL && raw.JOBS_RUN_IN_PROCESS === false) {
    problems.push(
      'JOBS_RUN_IN_PROCESS: 내장 PGlite 에서는 작업을 API 프로세스에서만 실행할 수 있어 false 로 둘 수 없습니다. (DATABASE_URL 을 설정하면 별도 워커를 쓸 수 있습니다)',
    );
  }

  if (problems.length > 0) throw new EnvError(problems);

  const readSocialProvider = (
    provider: 'kakao' | 'naver',
    given: { apiUrl?: string; authUrl?: string; clientId?: string; clientSecret?: string },
  ): SocialProviderConfig => {
    const fallback =
      socialDriver === 'local'
        ? { apiUrl: null, authUrl: null, ...LOCAL_SOCIAL_CREDENTIALS[provider] }
        : { ...REAL_SOCIAL_URLS[provider], clientId: '', clientSecret: '' };
    return {
      apiUrl: given.apiUrl ?? fallback.apiUrl,
      authUrl: given.authUrl ?? fallback.authUrl,
      clientId: given.clientId ?? fallback.clientId,
      clientSecret: given.clientSecret ?? fallback.clientSecret,
    };
  };

  const dataDir = path.resolve(REPO_ROOT, raw.DATA_DIR ?? 'data');

  return {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    devTools: raw.DEV_TOOLS,
    port: raw.PORT,
    host: raw.HOST,
    databaseUrl: raw.DATABASE_URL,
    dataDir,
    jwtSecret:
      raw.JWT_SECRET ??
      (raw.NODE_ENV === 'test' ? TEST_ONLY_JWT_SECRET : options.readInstallSecret(dataDir)),
    webOrigins: raw.WEB_ORIGIN,
    trustedProxies: parseTrustedProxies(raw.TRUSTED_PROXIES),
    publicApiUrl: raw.PUBLIC_API_URL ?? `http://localhost:${raw.PORT}`,
    storage:
      raw.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            s3: {
              endpoint: raw.S3_ENDPOINT as string,
              bucket: raw.S3_BUCKET as string,
              region: raw.S3_REGION as string,
              accessKeyId: raw.S3_ACCESS_KEY_ID as string,
              secretAccessKey: raw.S3_SECRET_ACCESS_KEY as string,
              publicUrl: raw.S3_PUBLIC_URL,
            },
          }
        : { driver: 'local', uploadDir: path.join(dataDir, 'uploads') },
    uploadMaxBytes: raw.UPLOAD_MAX_BYTES,
    uploadDailyQuota: { files: raw.UPLOAD_DAILY_MAX_FILES, bytes: raw.UPLOAD_DAILY_MAX_BYTES },
    sms:
      raw.SMS_DRIVER === 'http'
        ? {
            driver: 'http',
            apiUrl: raw.SMS_API_URL as string,
            apiKey: raw.SMS_API_KEY as string,
            senderNumber: raw.SMS_SENDER_NUMBER,
          }
        : { driver: 'local' },
    phoneAuthMaxSendsPerIp: raw.PHONE_AUTH_MAX_SENDS_PER_IP,
    loginMaxFailuresPerIp: raw.LOGIN_MAX_FAILURES_PER_IP,
    lookupMaxPerIp: raw.LOOKUP_MAX_PER_IP,
    visitorWritesMaxPerIp: raw.VISITOR_WRITES_MAX_PER_IP,
    eventActionMaxPerIp: raw.EVENT_ACTION_MAX_PER_IP,
    financialInfoCostPoints: raw.FINANCIAL_INFO_COST_POINTS,
    businessStatus:
      raw.BUSINESS_STATUS_DRIVER === 'nts'
        ? { driver: 'nts', apiUrl: raw.NTS_API_URL, serviceKey: raw.NTS_SERVICE_KEY as string }
        : { driver: 'local' },
    payments:
      raw.PAYMENT_GATEWAY === 'nicepay'
        ? {
            driver: 'nicepay',
            mid: raw.NICEPAY_MID ?? NICEPAY_TEST_MID,
            merchantKey: raw.NICEPAY_MERCHANT_KEY ?? NICEPAY_TEST_MERCHANT_KEY,
            apiUrl: raw.NICEPAY_API_URL,
            windowUrl: raw.NICEPAY_WINDOW_URL,
            timeoutMs: raw.PAYMENT_GATEWAY_TIMEOUT_MS,
          }
        : {
            driver: 'sandbox',
            mid: NICEPAY_TEST_MID,
            merchantKey: NICEPAY_TEST_MERCHANT_KEY,
            timeoutMs: raw.PAYMENT_GATEWAY_TIMEOUT_MS,
          },
    social: {
      driver: socialDriver,
      kakao: readSocialProvider('kakao', {
        apiUrl: raw.KAKAO_API_URL,
        authUrl: raw.KAKAO_AUTH_URL,
        clientId: raw.KAKAO_CLIENT_ID,
        clientSecret: raw.KAKAO_CLIENT_SECRET,
      }),
      naver: readSocialProvider('naver', {
        apiUrl: raw.NAVER_API_URL,
        authUrl: raw.NAVER_AUTH_URL,
        clientId: raw.NAVER_CLIENT_ID,
        clientSecret: raw.NAVER_CLIENT_SECRET,
      }),
    },
    geocoder:
      raw.GEOCODER_DRIVER === 'http'
        ? {
            driver: 'http',
            baseUrl: raw.GEOCODER_BASE_URL,
            apiKey: raw.KAKAO_REST_API_KEY as string,
          }
        : { driver: 'local' },
    notifications: notificationChannels,
    logLevel: raw.LOG_LEVEL ?? (raw.NODE_ENV === 'test' ? 'silent' : 'info'),
    shouldSeedDemo: raw.SEED_DEMO ?? !isProduction,
    jobs: { runInProcess: raw.JOBS_RUN_IN_PROCESS ?? !raw.DATABASE_URL },
  };
}

/** For an entry point (API, worker): a bad environment stops the process, naming the variable. */
export function parseEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
