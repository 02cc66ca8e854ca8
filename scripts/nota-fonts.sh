#!/bin/sh
# Writes the nota's two fonts (server/nota/fonts/) from DejaVu Sans (the npm package
# dejavu-fonts-ttf): Latin, Latin-1, Latin Extended-A and common punctuation only, without
# hinting. The whole font makes every text run cost its tables' parsing again in the PNG's
# renderer (docs/decisions/057). Needs fonttools' pyftsubset (Debian: apt-get install fonttools).
set -eu
source_dir=node_modules/dejavu-fonts-ttf/ttf
target_dir=server/nota/fonts
unicodes="U+0020-007E,U+00A0-017F,U+2010-2027,U+2030-203A,U+20AC,U+2122,U+2212,U+FFFD"
for face in DejaVuSans DejaVuSans-Bold; do
  pyftsubset "$source_dir/$face.ttf" --unicodes="$unicodes" --no-hinting \
    --layout-features='kern,liga' --output-file="$target_dir/$face.ttf"
done
