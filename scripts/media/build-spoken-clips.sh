#!/bin/sh
# Writes apps/server/src/media/spoken/0.wav … 9.wav: the spoken-numbers digits, synthesised once
# with eSpeak NG (Debian package espeak-ng 1.51, voice en-us) and trimmed of their silence by
# Python's standard wave module. Run by hand when the clips should change; the server only reads
# the committed files, so no speech synthesis runs at build or run time.
set -eu
OUT="$(dirname "$0")/../../apps/server/src/media/spoken"
mkdir -p "$OUT"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
i=0
for word in zero one two three four five six seven eight nine; do
  espeak-ng -v en-us -s 150 -a 160 -w "$TMP/$i.wav" "$word"
  i=$((i + 1))
done
python3 - "$TMP" "$OUT" <<'PY'
import array, sys, wave
src, out = sys.argv[1], sys.argv[2]
for d in range(10):
    with wave.open(f"{src}/{d}.wav") as w:
        rate, frames = w.getframerate(), array.array("h", w.readframes(w.getnframes()))
    loud = [i for i, s in enumerate(frames) if abs(s) > 300]
    # 20 ms kept either side of the voice, so the word starts on its second and ends well inside it.
    pad = rate // 50
    cut = frames[max(0, loud[0] - pad): loud[-1] + pad]
    with wave.open(f"{out}/{d}.wav", "wb") as w:
        w.setnchannels(1); w.setsampwidth(2); w.setframerate(rate); w.writeframes(cut.tobytes())
PY
