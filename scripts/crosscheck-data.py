#!/usr/bin/env python3
"""Compares the built-in data (Resources/Data/idols.json, movies.json) with public datasets and prints
every disagreement. Run by hand, never at start-up; Resources/Data/SOURCES.md says which datasets
(repository, path, commit) were used, and how to fetch them.

    scripts/crosscheck-data.py [--idols FILE …] [--films FILE …]

Each dataset file is read by the adapter its header names (see ADAPTERS). For every member it prints
where a dataset's birth date, birth name (Korean, romanised), or nationality differs from ours, and
where ours is unknown but a dataset knows it; for every group its debut and disbandment; for every
film its year and directors. The last line counts the disagreements (the figure SOURCES.md records).
"""

import argparse
import csv
import json
import re
import sys
import unicodedata
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COUNTRIES = {
    "south korea": "KR",
    "korea": "KR",
    "korean": "KR",
    "japan": "JP",
    "japanese": "JP",
    "china": "CN",
    "chinese": "CN",
    "taiwan": "TW",
    "taiwanese": "TW",
    "hong kong": "HK",
    "thailand": "TH",
    "thai": "TH",
    "usa": "US",
    "united states": "US",
    "american": "US",
    "us": "US",
    "canada": "CA",
    "canadian": "CA",
    "australia": "AU",
    "australian": "AU",
    "new zealand": "NZ",
    "vietnam": "VN",
    "vietnamese": "VN",
    "indonesia": "ID",
    "philippines": "PH",
    "malaysia": "MY",
    "netherlands": "NL",
    "dutch": "NL",
    "germany": "DE",
    "france": "FR",
    "brazil": "BR",
    "belgium": "BE",
    "macau": "MO",
    "singapore": "SG",
}
# Other names datasets use for our groups (normalised).
GROUP_ALIASES = {"snsd": "girlsgeneration", "cosmicgirls": "wjsn"}


def key(text):
    """Lower-case letters and digits only, Hangul kept: 'Girls' Generation' → 'girlsgeneration'."""
    text = unicodedata.normalize("NFKC", text or "").lower()
    return re.sub(r"[^0-9a-z\uac00-\ud7a3]", "", text)


def group_key(text):
    k = key(text)
    return GROUP_ALIASES.get(k, k)


def name_tokens(text):
    """A romanised name's words in order, accents, hyphens and apostrophes dropped: 'Kim Hyo-jin' → kim, hyojin."""
    text = "".join(c for c in unicodedata.normalize("NFKD", text or "") if not unicodedata.combining(c))
    return [t for t in re.split(r"[^a-z]+", text.lower().replace("-", "").replace("'", "")) if t]


# Spellings of one Hangul syllable in different romanisations: Yoo/Yu, Cho/Jo, Jung/Jeong, Sun/Seon …
SPELLINGS = [
    ("yoo", "yu"),
    ("oo", "u"),
    ("eo", "u"),
    ("ou", "u"),
    ("ae", "e"),
    ("ahn", "an"),
    ("ch", "j"),
    ("sh", "s"),
    ("k", "g"),
    ("p", "b"),
    ("t", "d"),
    ("r", "l"),
    ("wu", "u"),
]


def spelled_alike(a, b):
    """Two romanisations of one name: the same syllables once spelling variants are folded and letters
    doubled or dropped by a romanisation (Seunyeon/Seung-yeon) are ignored."""

    def skeletons(text):
        tokens = name_tokens(text)
        forms = set()
        for order in (tokens, tokens[1:] + tokens[:1], tokens[-1:] + tokens[:-1]):  # family name first or last
            folded = "".join(order)
            for variant, plain in SPELLINGS:
                folded = folded.replace(variant, plain)
            forms.add(re.sub(r"(.)\1+", r"\1", folded.replace("ng", "n")))
        return forms

    return bool(skeletons(a) & skeletons(b))


def day(text):
    """YYYY-MM-DD or YYYY-MM from the usual spellings, or None."""
    text = (text or "").strip()
    match = re.match(r"^(\d{4})[-./](\d{1,2})(?:[-./](\d{1,2}))?", text)
    if not match:
        return None
    year, month, dom = match.groups()
    return f"{year}-{int(month):02d}" + (f"-{int(dom):02d}" if dom else "")


def same_day(a, b):
    """Equal at the precision of the less precise (a month agrees with any day in it)."""
    n = min(len(a), len(b))
    return a[:n] == b[:n]


def countries(*names):
    codes = set()
    for name in names:
        for part in re.split(r"[,/]", name or ""):
            part = part.strip().lower()
            if part:
                codes.add(COUNTRIES.get(part, part.upper()))
    return codes


# ---------------------------------------------------------------- dataset adapters


def read_csv(path):
    with open(path, encoding="utf-8-sig", newline="") as file:
        return list(csv.DictReader(file))


def partial_day(text):
    """'2019-05-00' → '2019-05', '2019-00-00' → '2019': zeros mean unknown in some exports."""
    parts = (
        [p for p in (text or "").split("-") if p and int(p) != 0]
        if re.match(r"^\d{4}(-\d\d){0,2}$", text or "")
        else []
    )
    return "-".join(parts) or None


def hangul_only(text):
    return text if text and re.fullmatch(r"[\uac00-\ud7a3\s]+", text) else None


def kpopnet(path):
    """kpopnet.json (selca.kastden.org's data, CC0): groups with debut and disband dates, idols with real names."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    groups = {g["id"]: g for g in data["groups"]}
    idols = {i["id"]: i for i in data["idols"]}
    return {
        "groups": [
            {
                "names": [g["name"], g["name_original"], g.get("name_alias")],
                "debut": partial_day(g.get("debut_date")),
                "disbanded": partial_day(g.get("disband_date")),
                # Who is in it now: each member's names, and whether she still is.
                "members": [
                    (
                        [
                            idols[m["idol_id"]][f]
                            for f in ("name", "name_original", "real_name", "real_name_original")
                            if idols.get(m["idol_id"], {}).get(f)
                        ],
                        m["current"],
                    )
                    for m in g.get("members") or []
                ],
            }
            for g in data["groups"]
        ],
        "idols": [
            {
                "stage": [i["name"], i.get("name_original"), i.get("name_alias")],
                # real_name_original is in the idol's own script (Hangul, kanji, Thai …): only Hangul is a Korean name.
                "birthNameKo": hangul_only(re.sub(r"\s*\(.*\)", "", i.get("real_name_original") or "")),
                "birthNameRomanized": i.get("real_name") or None,
                "birthDate": partial_day(i.get("birth_date")),
                "nationality": None,
                "groups": [
                    n
                    for gid in i.get("groups") or []
                    if gid in groups
                    for n in (groups[gid]["name"], groups[gid]["name_original"])
                    if n
                ],
            }
            for i in data["idols"]
        ],
    }


def dbkpop_groups(path):
    """dbkpop.com's girl-group export: Name, Debut (M/D/YY), Active."""

    def debut(text):
        match = re.match(r"^(\d{1,2})/(\d{1,2})/(\d{2})$", (text or "").strip())
        if not match:
            return day(text)
        month, dom, year = map(int, match.groups())
        return f"{1900 + year if year >= 90 else 2000 + year}-{month:02d}-{dom:02d}"

    return {
        "idols": [],
        "groups": [
            {
                "names": [row.get("Name"), row.get("Short"), row.get("Korean Name")],
                "debut": debut(row.get("Debut")),
                "disbanded": None,
            }
            for row in read_csv(path)
        ],
    }


def dbkpop(path):
    """dbkpop.com's idol export (Kaggle 'K-pop idols'): one row per idol."""
    return {"groups": [], "idols": list(dbkpop_rows(path))}


def dbkpop_rows(path):
    for row in read_csv(path):
        yield {
            "stage": [row.get("Stage Name"), row.get("K. Stage Name")],
            "birthNameKo": row.get("Korean Name") or None,
            "birthNameRomanized": row.get("Full Name") or None,
            "birthDate": day(row.get("Date of Birth")),
            "nationality": countries(row.get("Country"), row.get("Second Country")) or None,
            "groups": [
                g
                for field in ("Group", "Former Group", "Other Group")
                for g in (row.get(field) or "").split(",")
                if g.strip()
            ],
        }


def imdb_top(path):
    """The 'IMDB top 1000' export: Series_Title, Released_Year, Director."""
    for row in read_csv(path):
        yield {
            "titles": [row.get("Series_Title")],
            "year": int(row["Released_Year"]) if (row.get("Released_Year") or "").isdigit() else None,
            "directors": [d for d in re.split(r",\s*", row.get("Director") or "") if d],
        }


def tmdb_korean(path):
    """A TMDB-derived list of Korean films: title (Korean), original_title, year, director."""
    for row in read_csv(path):
        year = (row.get("year") or "").split(".")[0]
        yield {
            "titles": [row.get("title"), row.get("original_title")],
            "year": int(year) if year.isdigit() else None,
            "directors": [d for d in re.split(r",\s*|\|", row.get("director") or "") if d],
        }


ADAPTERS = {
    # text near the top of a dataset's file → the reader that knows it
    "K. Stage Name": dbkpop,
    "Orig. Memb.": dbkpop_groups,
    '"groups"': kpopnet,
    "Series_Title": imdb_top,
    "tmdb_id": tmdb_korean,
}


def adapter_for(path):
    with open(path, encoding="utf-8-sig") as file:
        head = file.read(400)
    for column, adapter in ADAPTERS.items():
        if column in head:
            return adapter
    sys.exit(f"{path}: no adapter knows this file (it starts: {head.strip()[:120]})")


# ---------------------------------------------------------------- comparison


def match_member(member, groups_of, rows):
    """The dataset's row for our member: same stage name (Korean or romanised) and one of the same groups,
    or, failing that, same stage name and birth date."""
    # A stage name may be the full name (Park Soeun): the Korean birth name identifies as well.
    names = {key(member["stageNameKo"]), key(member["stageNameRomanized"]), key(member.get("birthNameKo"))} - {""}
    ours = {group_key(g) for g in groups_of[member["id"]]}
    same_name = [
        r
        for r in rows
        if names & {key(s) for s in r["stage"] + [r.get("birthNameKo"), r.get("birthNameRomanized")] if s}
    ]
    by_group = [r for r in same_name if ours & {group_key(g) for g in r["groups"]}]
    if len(by_group) == 1:
        return by_group[0]
    by_birth = [r for r in same_name if member["birthDate"] and r["birthDate"] == member["birthDate"]]
    return by_birth[0] if len(by_birth) == 1 else None


def agree(field, a, b):
    if field == "birthDate":
        return len(a) == len(b) == 10 and a == b
    if field == "birthNameKo":
        return key(a) == key(b)
    if field == "birthNameRomanized":
        return spelled_alike(a, b)
    return a == b


def fills(report):
    """Values unknown here that every dataset knowing them gives alike, and at least two independent ones do."""
    known = defaultdict(list)
    for kind, entity, field, _, source, theirs in report:
        if kind == "member" and field.endswith(" (unknown here)"):
            known[(entity, field.split(" ")[0])].append((source, theirs))
    found = {}
    for (entity, field), values in known.items():
        if field == "nationality" or len({source for source, _ in values}) < 2:
            continue
        if all(agree(field, values[0][1], other) for _, other in values[1:]):
            found[(entity, field)] = values[0][1]
    return found


def compare_members(data, datasets, report):
    groups_of = defaultdict(list)
    for group in data["groups"]:
        for membership in group["members"]:
            groups_of[membership["id"]] += [group["nameRomanized"], group["nameKo"]]
    matched = defaultdict(int)
    for member in data["members"]:
        for source, rows in datasets:
            row = match_member(member, groups_of, rows)
            if row is None:
                continue
            matched[source] += 1
            for field in ("birthDate", "birthNameKo", "birthNameRomanized", "nationality"):
                ours, theirs = member.get(field), row.get(field)
                if theirs is None:
                    continue
                if field == "nationality":
                    differs = ours is not None and set(ours) != theirs and len(ours) > 0
                    theirs = "+".join(sorted(theirs))
                    ours_text = "+".join(ours) if ours else None
                elif field == "birthNameRomanized":
                    # A Korean name both agree on is the fact; its romanisation is a spelling.
                    same_korean = (
                        member.get("birthNameKo")
                        and row.get("birthNameKo")
                        and key(member["birthNameKo"]) == key(row["birthNameKo"])
                    )
                    differs = ours is not None and not same_korean and not spelled_alike(ours, theirs)
                    ours_text = ours
                elif field == "birthNameKo":
                    differs = ours is not None and key(ours) != key(theirs)
                    ours_text = ours
                else:
                    differs = ours is not None and not same_day(ours, theirs)
                    ours_text = ours
                if differs:
                    report.append(("member", member["id"], field, ours_text, source, theirs))
                elif not ours:
                    report.append(("member", member["id"], field + " (unknown here)", None, source, theirs))
    return matched


def compare_line_up(group, row, members, source, report):
    """Whether each member is still in the group (ours: no `to` date) against the dataset's flag."""
    for membership in group["members"]:
        member = members[membership["id"]]
        names = {
            key(member[f])
            for f in ("stageNameKo", "stageNameRomanized", "birthNameKo", "birthNameRomanized")
            if member.get(f)
        }
        flags = [current for their_names, current in row["members"] if names & {key(n) for n in their_names}]
        if len(flags) == 1 and flags[0] != (membership["to"] is None) and member.get("died") is None:
            report.append(
                (
                    "group",
                    group["id"],
                    f"line-up: {membership['id']}",
                    "current" if membership["to"] is None else "left",
                    source,
                    "current" if flags[0] else "left",
                )
            )


def compare_groups(data, datasets, report):
    members = {m["id"]: m for m in data["members"]}
    matched = defaultdict(int)
    for group in data["groups"]:
        names = {group_key(group["nameRomanized"]), group_key(group["nameKo"])}
        for source, rows in datasets:
            found = [r for r in rows if names & {group_key(n) for n in r["names"] if n}]
            if len(found) != 1:
                continue
            row = found[0]
            matched[source] += 1
            if row.get("members") and not group.get("disbanded") and not row.get("disbanded"):
                compare_line_up(group, row, members, source, report)
            for field in ("debut", "disbanded"):
                ours, theirs = group.get(field), row.get(field)
                if theirs is None:
                    continue
                if ours is None:
                    report.append(("group", group["id"], field + " (unknown here)", None, source, theirs))
                elif not same_day(ours, theirs):
                    report.append(("group", group["id"], field, ours, source, theirs))
    return matched


def compare_films(movies, datasets, report):
    matched = defaultdict(int)
    for movie in movies:
        titles = {key(movie[f]) for f in ("titleKo", "titleOriginal", "titleEn")} - {""}
        for source, rows in datasets:
            candidates = [
                r
                for r in rows
                if titles & {key(t) for t in r["titles"] if t} and r["year"] and abs(r["year"] - movie["year"]) <= 1
            ]
            if len(candidates) != 1:
                continue
            row = candidates[0]
            matched[source] += 1
            if row["year"] != movie["year"]:
                report.append(("film", movie["id"], "year", movie["year"], source, row["year"]))
            # Some datasets keep only the first of several directors: theirs must all be ours, not the reverse.
            ours = [d["en"] for d in movie["directors"]]
            if any(not any(spelled_alike(o, t) for o in ours) for t in row["directors"]):
                report.append(
                    ("film", movie["id"], "directors", ", ".join(ours) or None, source, ", ".join(row["directors"]))
                )
    return matched


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--idols", action="append", default=[], help="an idol dataset file (repeatable)")
    parser.add_argument("--films", action="append", default=[], help="a film dataset file (repeatable)")
    parser.add_argument(
        "--fill", action="store_true", help="write into idols.json every unknown value that two datasets give alike"
    )
    args = parser.parse_args()

    report = []
    idols = json.loads((ROOT / "Resources/Data/idols.json").read_text())
    loaded = [(Path(p).name, adapter_for(p)(p)) for p in args.idols]
    members = [(name, d["idols"]) for name, d in loaded if d["idols"]]
    groups = [(name, d["groups"]) for name, d in loaded if d["groups"]]
    matched = compare_members(idols, members, report)
    for source, rows in members:
        print(f"{source}: {len(rows)} idols; {matched[source]} of our {len(idols['members'])} members matched")
    matched = compare_groups(idols, groups, report)
    for source, rows in groups:
        print(f"{source}: {len(rows)} groups; {matched[source]} of our {len(idols['groups'])} groups matched")
    films = json.loads((ROOT / "Resources/Data/movies.json").read_text())["movies"]
    film_sets = [(Path(p).name, list(adapter_for(p)(p))) for p in args.films]
    if film_sets:
        matched = compare_films(films, film_sets, report)
        for source, rows in film_sets:
            print(f"{source}: {len(rows)} rows; {matched[source]} of our {len(films)} films matched")
    if args.fill:
        found = fills(report)
        by_id = {m["id"]: m for m in idols["members"]}
        for (entity, field), value in sorted(found.items()):
            by_id[entity][field] = value
            print(f"filled\t{entity}\t{field}\t{value}")
        (ROOT / "Resources/Data/idols.json").write_text(json.dumps(idols, ensure_ascii=False, indent=2) + "\n")
        return
    reviewed = reviewed_in_sources()
    for row in report:
        mark = "reviewed\t" if (row[0], row[1], row[2], str(row[5])) in reviewed else ""
        print(mark + "\t".join("—" if value is None else str(value) for value in row))
    disagreements = [r for r in report if "(unknown here)" not in r[2]]
    open_ones = [r for r in disagreements if (r[0], r[1], r[2], str(r[5])) not in reviewed]
    print(
        f"{len(disagreements)} disagreements ({len(disagreements) - len(open_ones)} reviewed and kept in SOURCES.md, "
        f"{len(open_ones)} not reviewed), {len(report) - len(disagreements)} values unknown here but known there"
    )


def reviewed_in_sources():
    """(kind, id, field, dataset value) of each disagreement SOURCES.md lists as read and kept."""
    reviewed = set()
    path = ROOT / "Resources/Data/SOURCES.md"
    for line in path.read_text(encoding="utf-8").splitlines() if path.exists() else []:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 5 and cells[0] in ("member", "group", "film"):
            reviewed.add((cells[0], cells[1].strip("`"), cells[2], cells[3]))
    return reviewed


if __name__ == "__main__":
    main()
