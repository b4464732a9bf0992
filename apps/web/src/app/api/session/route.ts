import {
  exchangeRememberedLogin,
  forgetRememberedLogin,
  rememberLogin,
} from '../../../modules/session/utils/remembered-login-route';

export const dynamic = 'force-dynamic';

// 로그인 상태 유지 (ADR 0008): the refresh token lives in an HttpOnly cookie only these handlers see.
export function PUT(request: Request) {
  return rememberLogin(request);
}

export function POST(request: Request) {
  return exchangeRememberedLogin(request);
}

export function DELETE(request: Request) {
  return forgetRememberedLogin(request);
}
