from model import build_mlp, train_steps
from snapshot import background_save, wait_for_save


def main():
    model = build_mlp()
    loss = train_steps(model)
    pid, fd = background_save(model.state_dict(), step=3)
    report, code = wait_for_save(pid, fd)
    print(f"loss={loss:.2f}; save exit={code}; {report}")


if __name__ == "__main__":
    main()
