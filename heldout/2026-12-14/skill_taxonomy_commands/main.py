import sys

import taxonomy

COMMANDS = {
    "cluster": taxonomy.cluster_titles,
    "stats": taxonomy.title_stats,
}

if __name__ == "__main__":
    name = sys.argv[1] if len(sys.argv) > 1 else "cluster"
    COMMANDS[name](taxonomy.load_titles())
