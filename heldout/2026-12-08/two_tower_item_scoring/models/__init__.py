from .towers import ItemTower, UserTower
