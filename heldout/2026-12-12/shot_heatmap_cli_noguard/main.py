import argparse

from renderer import HeatmapRenderer


def build_parser():
    p = argparse.ArgumentParser(description="Render shot heatmaps per team")
    p.add_argument("teams", nargs="*", default=["Rovers", "United", "Athletic"])
    p.add_argument("--shots", type=int, default=600)
    p.add_argument("--start-method", default="forkserver")
    return p


def main(args):
    HeatmapRenderer(args.start_method).render_teams(args.teams, args.shots)


main(build_parser().parse_args())
