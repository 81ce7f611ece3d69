#!/usr/bin/env bash
# Brings every catalogue editor/translations/clumsy_<lang>.ts in step with the code: PySide6's
# lupdate reads the tr() and QCoreApplication.translate() calls of $(find editor -name '*.py' | sort), adds the new
# source strings (marked unfinished, for a translator to fill in), keeps the translations of
# those unchanged, and drops those no longer in the code. Then it compiles each catalogue
# with lrelease into a scratch folder to report errors and what is still untranslated.
# clumsy_en.ts holds only the English plural forms of the texts written with %n.
# The .qm files are never committed: the build (setup.py) and the editor's start compile
# them. Usage: scripts/update-translations.sh [LANG...]   (default: every catalogue)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$root/scripts/ensure-venv.sh"
cd "$root"
langs=("$@")
if [ ${#langs[@]} -eq 0 ]; then
  for ts in editor/translations/clumsy_*.ts; do
    [ -e "$ts" ] || continue
    name="$(basename "$ts" .ts)"; langs+=("${name#clumsy_}")
  done
fi
[ ${#langs[@]} -gt 0 ] || { echo "no catalogue under editor/translations/: name a language, e.g. it" >&2; exit 2; }
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for lang in "${langs[@]}"; do
  ts="editor/translations/clumsy_$lang.ts"
  # English, the code's own language, needs only the plural forms ("1 cell", "3 cells")
  only=()
  [ "$lang" = en ] && only=(-pluralonly)
  # no line numbers in the catalogue: edits elsewhere in a file do not touch it
  "$root/.venv/bin/pyside6-lupdate" $(find editor -name '*.py' | sort) -no-obsolete -locations none "${only[@]}" \
    -source-language en -target-language "$lang" -ts "$ts"
  "$root/.venv/bin/pyside6-lrelease" "$ts" -qm "$scratch/clumsy_$lang.qm"
done
