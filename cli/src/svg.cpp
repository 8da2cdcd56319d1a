// A small, dependency-free SVG line plot for the report.
#include <cmath>
#include <sstream>

#include "report.hpp"

namespace privbound::cli {

std::string svg_line_plot(const std::string& title, const std::string& xlabel, const std::string& ylabel,
                          const std::vector<Series>& series, bool logx, bool logy) {
  const double W = 640, H = 400, L = 70, R = 170, T = 30, B = 50;
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
    }
  if (!(x0 < x1)) { x0 -= 1; x1 += 1; }
  if (!(y0 < y1)) { y0 -= 1; y1 += 1; }
  auto px = [&](double v) { return L + (tx(v) - x0) / (x1 - x0) * (W - L - R); };
  auto py = [&](double v) { return H - B - (ty(v) - y0) / (y1 - y0) * (H - T - B); };
  static const char* colors[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2"};
  std::ostringstream o;
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << W << "\" height=\"" << H
    << "\" font-family=\"sans-serif\" font-size=\"11\">\n";
  o << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  o << "<text x=\"" << W / 2 << "\" y=\"18\" text-anchor=\"middle\" font-size=\"13\">" << title << "</text>\n";
  o << "<rect x=\"" << L << "\" y=\"" << T << "\" width=\"" << W - L - R << "\" height=\"" << H - T - B
    << "\" fill=\"none\" stroke=\"#444\"/>\n";
  for (int k = 0; k <= 4; ++k) {
    const double fx = x0 + (x1 - x0) * k / 4, fy = y0 + (y1 - y0) * k / 4;
    const double vx = logx ? std::pow(10, fx) : fx, vy = logy ? std::pow(10, fy) : fy;
    o << "<text x=\"" << px(vx) << "\" y=\"" << H - B + 15 << "\" text-anchor=\"middle\">" << vx << "</text>\n";
    o << "<text x=\"" << L - 5 << "\" y=\"" << py(vy) + 4 << "\" text-anchor=\"end\">" << vy << "</text>\n";
  }
  o << "<text x=\"" << (L + W - R) / 2 << "\" y=\"" << H - 12 << "\" text-anchor=\"middle\">" << xlabel
    << (logx ? " (log)" : "") << "</text>\n";
  o << "<text transform=\"translate(14," << (T + H - B) / 2 << ") rotate(-90)\" text-anchor=\"middle\">" << ylabel
    << (logy ? " (log)" : "") << "</text>\n";
  for (std::size_t s = 0; s < series.size(); ++s) {
    const char* c = colors[s % 7];
    o << "<polyline fill=\"none\" stroke=\"" << c << "\" stroke-width=\"1.5\" points=\"";
    for (std::size_t i = 0; i < series[s].x.size() && i < series[s].y.size(); ++i)
      if (std::isfinite(tx(series[s].x[i])) && std::isfinite(ty(series[s].y[i])))
        o << px(series[s].x[i]) << "," << py(series[s].y[i]) << " ";
    o << "\"/>\n";
    o << "<line x1=\"" << W - R + 10 << "\" y1=\"" << T + 15 * s + 10 << "\" x2=\"" << W - R + 30 << "\" y2=\""
      << T + 15 * s + 10 << "\" stroke=\"" << c << "\" stroke-width=\"2\"/>";
    o << "<text x=\"" << W - R + 35 << "\" y=\"" << T + 15 * s + 14 << "\">" << series[s].label << "</text>\n";
  }
  o << "</svg>\n";
  return o.str();
}

}  // namespace privbound::cli
