from session import load_session
from export import export_session


if __name__ == "__main__":
    shoot = load_session("wedding-0614", frames=4, size=192)
    print(export_session(shoot, scale=2))
