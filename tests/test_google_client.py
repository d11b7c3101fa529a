"""Google's own client, unchanged, against Veracity over REST and gRPC."""

import grpc
import pytest
from google.api_core import exceptions
from google.auth.credentials import AnonymousCredentials
from google.cloud import discoveryengine_v1, discoveryengine_v1alpha
from google.cloud.discoveryengine_v1.services.grounded_generation_service.transports import (
    GroundedGenerationServiceGrpcTransport,
)

from tests.conftest import Servers

FACT = (
    "Titanic is a 1997 American epic romantic disaster movie. It was directed, written, and co-produced by James "
    "Cameron. It stars Kate Winslet and Leonardo DiCaprio."
)


def request(module=discoveryengine_v1):
    return module.CheckGroundingRequest(
        grounding_config="projects/p/locations/global/groundingConfigs/default_grounding_config",
        answer_candidate="Here is what I found. Titanic was directed by James Cameron. It starred Brad Pitt.",
        facts=[module.GroundingFact(fact_text=FACT, attributes={"author": "Simple Wikipedia"})],
        grounding_spec=module.CheckGroundingSpec(citation_threshold=0.6),
    )


def assert_response(response) -> None:
    meta, directed, pitt = response.claims
    assert not meta.grounding_check_required
    assert directed.grounding_check_required and list(directed.citation_indices) == [0]
    assert list(pitt.citation_indices) == []
    assert response.cited_chunks[0].source == "0"
    assert response.cited_chunks[0].source_metadata["author"] == "Simple Wikipedia"
    assert 0.3 < response.support_score < 0.7
    assert (directed.start_pos, directed.end_pos) == (22, 60)


def rest_client(servers: Servers, module=discoveryengine_v1):
    return module.GroundedGenerationServiceClient(
        transport="rest", client_options={"api_endpoint": servers.rest}, credentials=AnonymousCredentials()
    )


def test_rest_round_trip(servers: Servers) -> None:
    assert_response(rest_client(servers).check_grounding(request=request()))


def test_rest_round_trip_v1alpha(servers: Servers) -> None:
    response = rest_client(servers, discoveryengine_v1alpha).check_grounding(request=request(discoveryengine_v1alpha))
    assert_response(response)


def test_grpc_round_trip(servers: Servers) -> None:
    with grpc.insecure_channel(servers.grpc) as channel:
        client = discoveryengine_v1.GroundedGenerationServiceClient(
            transport=GroundedGenerationServiceGrpcTransport(channel=channel)
        )
        assert_response(client.check_grounding(request=request()))


def test_grpc_errors_carry_google_codes(servers: Servers) -> None:
    with grpc.insecure_channel(servers.grpc) as channel:
        client = discoveryengine_v1.GroundedGenerationServiceClient(
            transport=GroundedGenerationServiceGrpcTransport(channel=channel)
        )
        bad = request()
        bad.grounding_spec.citation_threshold = 2.0
        with pytest.raises(exceptions.InvalidArgument, match="citation_threshold"):
            client.check_grounding(request=bad)
        for name in ("", "projects/p/groundingConfigs/default_grounding_config"):
            unnamed = request()
            unnamed.grounding_config = name
            with pytest.raises(exceptions.InvalidArgument, match="grounding_config must look like"):
                client.check_grounding(request=unnamed)
        assert_response(client.check_grounding(request=request()))


def test_grpc_api_key(keyed_servers: Servers) -> None:
    from tests.conftest import API_KEY

    with grpc.insecure_channel(keyed_servers.grpc) as channel:
        client = discoveryengine_v1.GroundedGenerationServiceClient(
            transport=GroundedGenerationServiceGrpcTransport(channel=channel)
        )
        with pytest.raises(exceptions.Unauthenticated):
            client.check_grounding(request=request())
        response = client.check_grounding(request=request(), metadata=[("x-goog-api-key", API_KEY)])
        assert_response(response)
