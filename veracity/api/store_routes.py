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

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Request
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.concurrency import run_in_threadpool

from veracity.api import schema, wire
from veracity.api.http import authorize, read_body
from veracity.api.lanes import Lanes
from veracity.embeddings import Embedder
from veracity.errors import InvalidArgument, NotFound
from veracity.store import Document, Store
from veracity.store.base import ENGINE_NAME, check_engine_name


class _Document(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(json_schema_extra={"minLength": 1})
    title: str = Field("", description="The id when empty.")
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


_EngineId = Annotated[
    str,
    Path(description="1-63 letters, digits, '-' or '_'.", json_schema_extra={"pattern": f"^{ENGINE_NAME.pattern}$"}),
]
_DocumentId = Annotated[str, Path(description="The document's id; it may contain '/'.")]


def _import(store: Store, engine: str, body: bytes, embedder: Embedder) -> tuple[list[Document], int]:
    documents = _documents(body)
    return documents, store.add(engine, documents, embedder)


def store_router(store: Store, embedder: Embedder, api_keys: frozenset[str], lanes: Lanes | None = None) -> APIRouter:
    lanes = lanes or Lanes()

    async def authorised(request: Request) -> None:
        authorize(api_keys, request)

    router = APIRouter(prefix="/v1/engines", tags=["document store"], dependencies=[Depends(authorised)])
    # Every route may meet a foreign Host (403), a store that is down or a full server (503) or a lost race (409).
    common = (*((401,) if api_keys else ()), 403, 409, 503)

    engine_of_request = {"engine": "$request.path.engine"}
    first_imported = {**engine_of_request, "document_id": "$request.body#/documents/0/id"}

    @router.get("", summary="List engines", response_model=schema.EngineList, responses=schema.errors(*common))
    async def list_engines() -> dict[str, Any]:
        return {"engines": [{"id": name} for name in await run_in_threadpool(store.engines)]}

    @router.put(
        "/{engine}",
        summary="Create an engine",
        response_model=schema.EngineCreated,
        responses={
            **schema.errors(400, *common),
            **schema.links(
                **{name: {"engine": "$response.body#/id"} for name in ("import_documents", "delete_engine")}
            ),
        },
    )
    async def create_engine(engine: _EngineId) -> dict[str, Any]:
        created = await run_in_threadpool(store.create_engine, check_engine_name(engine))
        return {"id": engine, "created": created}

    @router.delete(
        "/{engine}",
        summary="Delete an engine and its documents",
        response_model=schema.Deleted,
        responses=schema.errors(404, *common),
    )
    async def delete_engine(engine: _EngineId) -> dict[str, Any]:
        if not await run_in_threadpool(store.delete_engine, engine):
            raise NotFound(f"Engine {engine!r} not found.")
        return {"id": engine, "deleted": True}

    @router.get(
        "/{engine}/documents",
        summary="List documents",
        response_model=schema.DocumentList,
        responses=schema.errors(404, *common),
    )
    async def list_documents(engine: _EngineId) -> dict[str, Any]:
        documents = await run_in_threadpool(store.documents, engine)
        return {"documents": [{"id": d.id, "title": d.title, "link": d.link, "chunks": d.chunks} for d in documents]}

    @router.post(
        "/{engine}/documents",
        summary="Import documents (a document with a known id is replaced)",
        response_model=schema.Imported,
        responses={
            **schema.errors(400, 404, 408, 413, 415, *common),
            **schema.links(
                list_documents=engine_of_request, get_document=first_imported, delete_document=first_imported
            ),
        },
        openapi_extra=schema.json_body("ImportDocumentsRequest"),
    )
    async def import_documents(engine: _EngineId, request: Request) -> dict[str, Any]:
        body = await read_body(request)
        documents, chunks = await lanes.run(len(body), _import, store, engine, body, embedder)
        return {"imported": len(documents), "chunks": chunks}

    @router.get(
        "/{engine}/documents/{document_id:path}",
        summary="Get a document",
        response_model=schema.StoredDocument,
        responses=schema.errors(404, *common),
    )
    async def get_document(engine: _EngineId, document_id: _DocumentId) -> dict[str, Any]:
        await run_in_threadpool(store.require_engine, engine)
        document = await run_in_threadpool(store.document, engine, document_id)
        if document is None:
            raise NotFound(f"Document {document_id!r} not found in engine {engine!r}.")
        return {"id": document.id, "title": document.title, "link": document.link, "text": document.text}

    @router.delete(
        "/{engine}/documents/{document_id:path}",
        summary="Delete a document",
        response_model=schema.Deleted,
        responses=schema.errors(404, *common),
    )
    async def delete_document(engine: _EngineId, document_id: _DocumentId) -> dict[str, Any]:
        await run_in_threadpool(store.require_engine, engine)
        if not await run_in_threadpool(store.delete_document, engine, document_id):
            raise NotFound(f"Document {document_id!r} not found in engine {engine!r}.")
        return {"id": document_id, "deleted": True}

    return router
