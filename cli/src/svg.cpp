// A small, dependency-free SVG line plot for the report: nice ticks (decades on log axes,
// 1-2-5 steps on linear ones), margins sized to the labels, XML-escaped text.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "report.hpp"

namespace privbound::cli {

namespace {

// A tick label: plain for moderate magnitudes, 1e-5 style otherwise.
std::string tick_label(double v) {
  char buf[32];
  const double a = std::fabs(v);
  if (v == 0) return "0";
  if (a >= 1e-3 && a < 1e6) {
    std::snprintf(buf, sizeof buf, "%.6g", v);
  } else {
    const double e = std::floor(std::log10(a) + 1e-12);
    const double m = v / std::pow(10, e);
    if (std::fabs(m - std::round(m)) < 1e-9 && std::fabs(std::round(m)) == 1)
      std::snprintf(buf, sizeof buf, "%se%d", m < 0 ? "-1" : "1", static_cast<int>(e));
    else
      std::snprintf(buf, sizeof buf, "%.3ge%d", m, static_cast<int>(e));
  }
  return buf;
}

// Ticks in transformed coordinates (log10 for log axes) covering [lo, hi], which is widened
// to the outer ticks. Log axes: whole decades (every k-th when there are many); linear: 1-2-5.
std::vector<double> nice_ticks(double& lo, double& hi, bool log) {
  std::vector<double> t;
  if (log) {
    double a = std::floor(lo + 1e-9), b = std::ceil(hi - 1e-9);
    if (a == b) b = a + 1;
    const double k = std::max(1.0, std::ceil((b - a) / 6));
    a = std::floor(a / k) * k;
    b = std::ceil(b / k) * k;
    for (double d = a; d <= b + 1e-9; d += k) t.push_back(d);
    lo = a;
    hi = b;
    return t;
  }
  const double raw = (hi - lo) / 5, mag = std::pow(10, std::floor(std::log10(raw)));
  const double f = raw / mag, step = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
  lo = std::floor(lo / step + 1e-9) * step;
  hi = std::ceil(hi / step - 1e-9) * step;
  for (double v = lo; v <= hi + step * 1e-6; v += step) t.push_back(std::fabs(v) < step * 1e-9 ? 0.0 : v);
  return t;
}

}  // namespace

std::string svg_line_plot(const std::string& title, const std::string& xlabel, const std::string& ylabel,
                          const std::vector<Series>& series, bool logx, bool logy) {
  auto tx = [&](double v) { return logx ? std::log10(v) : v; };
  auto ty = [&](double v) { return logy ? std::log10(v) : v; };
  double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY;
  for (const auto& s : series)
    for (std::size_t i = 0; i < s.x.size() && i < s.y.size(); ++i) {
      if (!std::isfinite(tx(s.x[i])) || !std::isfinite(ty(s.y[i]))) continue;
      x0 = std::min(x0, tx(s.x[i]));
      x1 = std::max(x1, tx(s.x[i]));
      y0 = std::min(y0, ty(s.y[i]));
      y1 = std::max(y1, ty(s.y[i]));
      if (i < s.lo.size() && i < s.hi.size() && std::isfinite(ty(s.lo[i])) && std::isfinite(ty(s.hi[i]))) {
        y0 = std::min(y0, ty(s.lo[i]));
        y1 = std::max(y1, ty(s.hi[i]));
      }
    }
  if (!(x0 < x1)) {
    x0 = std::isfinite(x0) ? x0 - 1 : 0;
    x1 = x0 + 2;
  }
  if (!(y0 < y1)) {
    y0 = std::isfinite(y0) ? y0 - 1 : 0;
    y1 = y0 + 2;
  }
  const std::vector<double> xt = nice_ticks(x0, x1, logx), yt = nice_ticks(y0, y1, logy);
  std::vector<std::string> ylabels;
  std::size_t ychars = 1, lchars = 1;
  for (double v : yt) {
    ylabels.push_back(tick_label(logy ? std::pow(10, v) : v));
    ychars = std::max(ychars, ylabels.back().size());
  }
  for (const auto& s : series) lchars = std::max(lchars, s.label.size());
  const double PW = 460, PH = 320;  // plot area
  const double L = 30 + 6.5 * static_cast<double>(ychars) + 8, R = 50 + 6.3 * static_cast<double>(lchars);
  const double T = 30, B = 50, W = L + PW + R, H = T + PH + B;
  auto px = [&](double v) { return L + (tx(v) - x0) / (x1 - x0) * PW; };
  auto py = [&](double v) { return T + PH - (ty(v) - y0) / (y1 - y0) * PH; };
  auto pxt = [&](double t) { return L + (t - x0) / (x1 - x0) * PW; };
  auto pyt = [&](double t) { return T + PH - (t - y0) / (y1 - y0) * PH; };
  static const char* colors[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2"};
  std::ostringstream o;
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << W << "\" height=\"" << H
    << "\" font-family=\"sans-serif\" font-size=\"11\">\n";
  o << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  o << "<text x=\"" << L + PW / 2 << "\" y=\"18\" text-anchor=\"middle\" font-size=\"13\">" << html_escape(title)
    << "</text>\n";
  for (double t : xt) {
    o << "<line x1=\"" << pxt(t) << "\" y1=\"" << T << "\" x2=\"" << pxt(t) << "\" y2=\"" << T + PH
      << "\" stroke=\"#e4e4e4\"/>\n";
    o << "<text x=\"" << pxt(t) << "\" y=\"" << T + PH + 15 << "\" text-anchor=\"middle\">"
      << tick_label(logx ? std::pow(10, t) : t) << "</text>\n";
  }
  for (std::size_t k = 0; k < yt.size(); ++k) {
    o << "<line x1=\"" << L << "\" y1=\"" << pyt(yt[k]) << "\" x2=\"" << L + PW << "\" y2=\"" << pyt(yt[k])
      << "\" stroke=\"#e4e4e4\"/>\n";
    o << "<text x=\"" << L - 5 << "\" y=\"" << pyt(yt[k]) + 4 << "\" text-anchor=\"end\">" << ylabels[k] << "</text>\n";
  }
  o << "<rect x=\"" << L << "\" y=\"" << T << "\" width=\"" << PW << "\" height=\"" << PH
    << "\" fill=\"none\" stroke=\"#444\"/>\n";
  o << "<text x=\"" << L + PW / 2 << "\" y=\"" << H - 12 << "\" text-anchor=\"middle\">" << html_escape(xlabel)
    << (logx ? " (log scale)" : "") << "</text>\n";
  o << "<text transform=\"translate(14," << T + PH / 2 << ") rotate(-90)\" text-anchor=\"middle\">"
    << html_escape(ylabel) << (logy ? " (log scale)" : "") << "</text>\n";
  for (std::size_t s = 0; s < series.size(); ++s) {
    const char* c = colors[s % 7];
    const double dash = s >= 7 ? 4 : 0;
    if (series[s].points) {  // dots, each with its tooltip
      for (std::size_t i = 0; i < series[s].x.size() && i < series[s].y.size(); ++i) {
        if (!std::isfinite(tx(series[s].x[i])) || !std::isfinite(ty(series[s].y[i]))) continue;
        o << "<circle cx=\"" << px(series[s].x[i]) << "\" cy=\"" << py(series[s].y[i]) << "\" r=\"3\" fill=\"" << c
          << "\">";
        if (i < series[s].labels.size()) o << "<title>" << html_escape(series[s].labels[i]) << "</title>";
        o << "</circle>\n";
      }
    } else {
      const auto& z = series[s];
      if (!z.lo.empty() && z.lo.size() == z.x.size() && z.hi.size() == z.x.size()) {  // the band, shaded
        o << "<polygon fill=\"" << c << "\" fill-opacity=\"0.15\" stroke=\"none\" points=\"";
        for (std::size_t i = 0; i < z.x.size(); ++i)
          if (std::isfinite(tx(z.x[i])) && std::isfinite(ty(z.hi[i]))) o << px(z.x[i]) << "," << py(z.hi[i]) << " ";
        for (std::size_t i = z.x.size(); i-- > 0;)
          if (std::isfinite(tx(z.x[i])) && std::isfinite(ty(z.lo[i]))) o << px(z.x[i]) << "," << py(z.lo[i]) << " ";
        o << "\"/>\n";
      }
      o << "<polyline fill=\"none\" stroke=\"" << c << "\" stroke-width=\"1.6\"";
      if (dash > 0) o << " stroke-dasharray=\"" << dash << "\"";
      o << " points=\"";
      for (std::size_t i = 0; i < series[s].x.size() && i < series[s].y.size(); ++i)
        if (std::isfinite(tx(series[s].x[i])) && std::isfinite(ty(series[s].y[i])))
          o << px(series[s].x[i]) << "," << py(series[s].y[i]) << " ";
      o << "\"/>\n";
    }
    const double ly = T + 16 * static_cast<double>(s) + 10;
    o << "<line x1=\"" << L + PW + 10 << "\" y1=\"" << ly << "\" x2=\"" << L + PW + 30 << "\" y2=\"" << ly
      << "\" stroke=\"" << c << "\" stroke-width=\"2\"/>";
    o << "<text x=\"" << L + PW + 35 << "\" y=\"" << ly + 4 << "\">" << html_escape(series[s].label) << "</text>\n";
  }
  o << "</svg>\n";
  return o.str();
}

}  // namespace privbound::cli
