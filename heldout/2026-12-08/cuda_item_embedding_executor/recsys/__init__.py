from .index import ItemIndex
