import json

import reporting
import ripening

SETUP_HOOKS = (ripening.setup, reporting.setup)


def main():
    with open("cave.json") as f:
        cfg = json.load(f)
    for hook in SETUP_HOOKS:
        hook(cfg[hook.__module__])
    print(reporting.summarise(ripening.age_racks()))


if __name__ == "__main__":
    main()
