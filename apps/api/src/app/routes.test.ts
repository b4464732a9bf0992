import { describe, expect, it } from 'vitest';
import type { AppDependencies } from '../context';
import { fileRoutes } from '../modules/files/files.http';
import { matchRoute, type HttpRoute } from './routes';

const deps = {} as AppDependencies;
const noop = () => undefined;

describe('matchRoute', () => {
  const routes: HttpRoute[] = [
    { name: 'exact', methods: ['GET'], path: '/healthz', handle: noop },
    { name: 'off', methods: 'ANY', path: '/dev/x', isEnabled: () => false, handle: noop },
    { name: 'pattern', methods: 'ANY', path: /^\/items\/(\d+)(?:\/(\w+))?$/, handle: noop },
  ];

  it('matches an exact path with its method, and goes on past another method', () => {
    expect(matchRoute(routes, deps, 'GET', '/healthz')?.route.name).toBe('exact');
    expect(matchRoute(routes, deps, 'POST', '/healthz')).toBeNull();
  });

  it('hands a pattern its capture groups, empty for a group that did not take part', () => {
    expect(matchRoute(routes, deps, 'GET', '/items/7/photo')?.params).toEqual(['7', 'photo']);
    expect(matchRoute(routes, deps, 'GET', '/items/7')?.params).toEqual(['7', '']);
  });

  it('skips a row that is not enabled in this configuration', () => {
    expect(matchRoute(routes, deps, 'GET', '/dev/x')).toBeNull();
  });

  it('routes uploads and downloads as before: upload only by POST, never as a stored key', () => {
    expect(matchRoute(fileRoutes, deps, 'POST', '/files/upload')?.route.name).toBe('files.upload');
    expect(matchRoute(fileRoutes, deps, 'GET', '/files/upload')).toBeNull();
    expect(matchRoute(fileRoutes, deps, 'HEAD', '/files/abc/thumb')).toMatchObject({
      route: { name: 'files.download' },
      params: ['abc', 'thumb'],
    });
    expect(matchRoute(fileRoutes, deps, 'DELETE', '/files/abc')).toBeNull();
  });
});
