from programs import strength_baseline, build_all

MEMBERS, LIFTS, BLOCKS = 2048, 512, 3

if __name__ == "__main__":
    spread = strength_baseline(MEMBERS, LIFTS)
    for block, load in sorted(build_all(BLOCKS, MEMBERS, spread).items()):
        print(f"mesocycle {block}: mean working load {load:.2f}")
