"""REST routes to manage document store engines and their documents.

GET    /v1/engines                              list engines
PUT    /v1/engines/{engine}                     create an engine (idempotent)
DELETE /v1/engines/{engine}                     delete it with its documents
GET    /v1/engines/{engine}/documents           list documents
POST   /v1/engines/{engine}/documents           import {"documents": [{"id", "title", "link", "text"}]}
GET    /v1/engines/{engine}/documents/{id}      one document, with its text
DELETE /v1/engines/{engine}/documents/{id}      delete one document
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel, ConfigDict, ValidationError
from starlette.concurrency import run_in_threadpool

from veracity.api import wire
from veracity.api.http import authorize, read_body
from veracity.embeddings import Embedder
from veracity.errors import InvalidArgument, NotFound
from veracity.store import Document, Store
from veracity.store.base import check_engine_name


class _Document(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    title: str = ""
    link: str = ""
    text: str


class _Import(BaseModel):
    model_config = ConfigDict(extra="forbid")
    documents: list[_Document]


def _documents(body: bytes) -> list[Document]:
    try:
        batch = _Import.model_validate(wire.loads(body))
    except ValidationError as exc:
        problem = exc.errors()[0]
        where = ".".join(str(p) for p in problem["loc"])
        raise InvalidArgument(f"Invalid value at '{where}': {problem['msg']}.") from None
    return [Document(d.id, d.title or d.id, d.link, d.text) for d in batch.documents]


def store_router(store: Store, embedder: Embedder, api_keys: frozenset[str]) -> APIRouter:
    async def authorised(request: Request) -> None:
        authorize(api_keys, request)

    router = APIRouter(prefix="/v1/engines", tags=["document store"], dependencies=[Depends(authorised)])

    @router.get("", summary="List engines")
    async def list_engines() -> dict[str, Any]:
        return {"engines": [{"id": name} for name in await run_in_threadpool(store.engines)]}

    @router.put("/{engine}", summary="Create an engine")
    async def create_engine(engine: str) -> dict[str, Any]:
        created = await run_in_threadpool(store.create_engine, check_engine_name(engine))
        return {"id": engine, "created": created}

    @router.delete("/{engine}", summary="Delete an engine and its documents")
    async def delete_engine(engine: str) -> dict[str, Any]:
        if not await run_in_threadpool(store.delete_engine, engine):
            raise NotFound(f"Engine {engine!r} not found.")
        return {"id": engine, "deleted": True}

    @router.get("/{engine}/documents", summary="List documents")
    async def list_documents(engine: str) -> dict[str, Any]:
        documents = await run_in_threadpool(store.documents, engine)
        return {"documents": [{"id": d.id, "title": d.title, "link": d.link, "chunks": d.chunks} for d in documents]}

    @router.post("/{engine}/documents", summary="Import documents (a document with a known id is replaced)")
    async def import_documents(engine: str, request: Request) -> dict[str, Any]:
        documents = await run_in_threadpool(_documents, await read_body(request))
        chunks = await run_in_threadpool(store.add, engine, documents, embedder)
        return {"imported": len(documents), "chunks": chunks}

    @router.get("/{engine}/documents/{document_id:path}", summary="Get a document")
    async def get_document(engine: str, document_id: str) -> dict[str, Any]:
        await run_in_threadpool(store.require_engine, engine)
        document = await run_in_threadpool(store.document, engine, document_id)
        if document is None:
            raise NotFound(f"Document {document_id!r} not found in engine {engine!r}.")
        return {"id": document.id, "title": document.title, "link": document.link, "text": document.text}

    @router.delete("/{engine}/documents/{document_id:path}", summary="Delete a document")
    async def delete_document(engine: str, document_id: str) -> dict[str, Any]:
        await run_in_threadpool(store.require_engine, engine)
        if not await run_in_threadpool(store.delete_document, engine, document_id):
            raise NotFound(f"Document {document_id!r} not found in engine {engine!r}.")
        return {"id": document_id, "deleted": True}

    return router
