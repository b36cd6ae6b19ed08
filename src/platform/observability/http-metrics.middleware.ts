// Counts and times every HTTP answer by route pattern (never by raw path: ids would explode labels).
import type { NextFunction, Request, Response } from 'express';
import { MetricsService } from './metrics.service';

export function httpMetricsMiddleware(metrics: MetricsService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const end = process.hrtime.bigint();
    res.on('finish', () => {
      const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
      const labels = { method: req.method, route, status: String(res.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - end) / 1e9);
    });
    next();
  };
}
